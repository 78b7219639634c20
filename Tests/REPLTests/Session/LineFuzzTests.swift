import AppTesting
import Testing

/// The fuzzer of `REPLApp.expectRandomLinesAreSafe` on the skeleton's screens (each feature's tests run it on
/// its own). Each seed is its own reproducible run; for a longer one, raise `linesPerSeed` (200,000 lines ran
/// clean when it was written; see the closing note of the hardening issue).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LineFuzzTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomLinesNeitherCrashNorHangNorPrintRawControlsNorLeakASecret(seed: UInt64) async {
        await REPLApp().expectRandomLinesAreSafe(seed: seed)
    }
}
