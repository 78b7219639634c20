import Testing

@testable import TestSupport

@MainActor
@Suite(.timeLimit(.minutes(1))) struct OutputRecorderTests {
    @Test func recordsEveryEmissionInOrderThroughAWeakObserver() {
        let recorder = OutputRecorder<Int>("numbers")
        let output = recorder.observer
        output(1)
        output(2)
        output(2)
        #expect(recorder.values == [1, 2, 2])
        #expect(recorder.lastValue == 2)
        recorder.assertValues([1, 2, 2])
        recorder.assertValueCount(3)
        recorder.assertLastValue(2)
    }

    @Test func assertionsFailWhenTheOutputDiffers() {
        let recorder = OutputRecorder<String>("text")
        recorder.observer("a")
        withKnownIssue("each of these must fail") {
            recorder.assertValues(["b"])
        }
        withKnownIssue { recorder.assertLastValue("b") }
        withKnownIssue { recorder.assertValueCount(2) }
        withKnownIssue { recorder.assertDidNotEmit() }
    }

    @Test func voidOutputsCountTheirFirings() {
        let recorder = OutputRecorder<Void>("tapped")
        recorder.action()
        recorder.action()
        recorder.assertValueCount(2)
        #expect(recorder.unasserted.isEmpty)
    }

    @Test func unassertedTracksWhatNoAssertionCovered() {
        let recorder = OutputRecorder<Int>("numbers")
        recorder.observer(1)
        recorder.observer(2)
        recorder.observer(3)
        #expect(recorder.unasserted.map(\.index) == [0, 1, 2])
        recorder.assertValueCount(3)
        #expect(recorder.unasserted.map(\.index) == [0, 1, 2], "a count says nothing of the values")
        recorder.assertLastValue(3)
        #expect(recorder.unasserted.map(\.value) == [1, 2], "assertLastValue covers only the last emission")
        recorder.assertValues([1, 2, 3])
        #expect(recorder.unasserted.isEmpty)
        recorder.observer(4)
        #expect(recorder.unasserted.map(\.value) == [4], "a later emission is unasserted again")
    }

    @Test func theObserverDoesNotKeepTheRecorderAlive() {
        weak var released: OutputRecorder<Int>?
        var observer: ((Int) -> Void)?
        do {
            let recorder = OutputRecorder<Int>("numbers")
            observer = recorder.observer
            released = recorder
        }
        #expect(released == nil)
        observer?(1)
    }

    @Test func exhaustiveModeReportsEmissionsNoAssertionCovered() async throws {
        let registry = OutputRegistry()
        let recorder = OutputRegistry.$current.withValue(registry) { OutputRecorder<Int>("numbers") }
        recorder.observer(7)
        withKnownIssue("an unasserted emission fails an exhaustive test") {
            registry.reportUnasserted()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("numbers emitted values no assertion covered: #1: 7") }
        }
        recorder.assertValues([7])
        registry.reportUnasserted()
    }

    @Test(.exhaustive) func anExhaustiveTestPassesWhenEverythingIsAsserted() {
        let recorder = OutputRecorder<Int>("numbers")
        recorder.observer(1)
        recorder.assertValues([1])
    }
}
