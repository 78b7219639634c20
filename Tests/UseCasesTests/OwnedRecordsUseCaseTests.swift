import Models
import TestSupport
import Testing
import UseCases

/// The rules of `OwnedRecordsUseCase.live`, which every generated feature's use cases are, on a repository in
/// memory (the stores keep the same promises: SQLOwnedRecordsTests, PostgresOwnedRecordsTests).
@Suite(.timeLimit(.minutes(1))) struct OwnedRecordsUseCaseTests {
    let memos = OwnedRecordsUseCase.live(repository: InMemoryOwnedRecords<Memo>(), pageSize: 2)
    let me = Fixtures.demoUser.id
    let someoneElse = User.ID(2)
    let draft = Memo.Draft(text: "Milk", amount: nil)
    let changed = Memo.Draft(text: "Bread", amount: 250)
    let blank = Memo.Draft(text: " ", amount: 1)

    @Test func createOnceKeepsOneRecordPerKeyAndChecksItsFieldsFirst() async throws {
        let key = try #require(IdempotencyKey("retry-1"))
        let first = try await memos.createOnce(draft, key, me)
        #expect(!first.isReplay)
        #expect(try await memos.createOnce(draft, key, me) == Kept(first.value, isReplay: true))
        #expect(try await memos.page(1, me).totalCount == 1)
        await #expect(throws: ServiceError.idempotencyKeyReused, "the key with other content") {
            try await memos.createOnce(changed, key, me)
        }
        #expect(try await memos.page(1, me).totalCount == 1, "nothing more kept")
        await #expect(throws: FieldError.required(field: "text")) { try await memos.createOnce(blank, key, me) }
    }

    @Test func createdIsReadBackAndListedNewestFirstAPageAtATime() async throws {
        let first = try await memos.create(draft, me)
        let second = try await memos.create(changed, me)
        let third = try await memos.create(draft, me)
        #expect(try await memos.record(first.id, me) == first)
        #expect(first.owner == me)
        #expect(first.content == (try draft.validated()))

        let page1 = try await memos.page(1, me)
        let page2 = try await memos.page(2, me)
        #expect(page1.elements.map(\.id) == [third.id, second.id])
        #expect(page2.elements.map(\.id) == [first.id])
        #expect((page1.totalCount, page1.pageCount, page1.hasNext, page2.hasNext) == (3, 2, true, false))
        #expect(try await memos.page(Int.max, me).elements.isEmpty, "a page past the last is empty")
        #expect(try await memos.page(-3, me).number == 1, "a page before the first is the first")
    }

    @Test func aDraftThatDoesNotFitIsRefusedBeforeAnythingIsKept() async throws {
        await #expect(throws: FieldError.required(field: "text")) { try await memos.create(blank, me) }
        #expect(try await memos.page(1, me).totalCount == 0)

        let kept = try await memos.create(draft, me)
        await #expect(throws: FieldError.required(field: "text")) { try await memos.update(kept.id, blank, me) }
        #expect(try await memos.record(kept.id, me) == kept, "a refused edit changes nothing")
    }

    @Test func anEditReplacesTheContentAndADeleteRemovesIt() async throws {
        let kept = try await memos.create(draft, me)
        let edited = try await memos.update(kept.id, changed, me)
        #expect(edited.content == (try changed.validated()))
        #expect(try await memos.record(kept.id, me) == edited)

        try await memos.delete(kept.id, me)
        await #expect(throws: ServiceError.notFound) { try await memos.record(kept.id, me) }
        await #expect(throws: ServiceError.notFound) { try await memos.delete(kept.id, me) }
    }

    /// Another user's record is as good as missing: it cannot be read, listed, changed or deleted.
    @Test func eachUserSeesOnlyTheirOwn() async throws {
        let mine = try await memos.create(draft, me)
        #expect(try await memos.page(1, someoneElse).totalCount == 0)
        await #expect(throws: ServiceError.notFound) { try await memos.record(mine.id, someoneElse) }
        await #expect(throws: ServiceError.notFound) { try await memos.update(mine.id, changed, someoneElse) }
        await #expect(throws: ServiceError.notFound) { try await memos.delete(mine.id, someoneElse) }
        #expect(try await memos.record(mine.id, me) == mine, "still mine, unchanged")
    }

    /// A feature nobody set answers as the environment's `unset` says, naming the use case by its record.
    @Test func useCasesNobodySetAreNamedByTheirRecord() async throws {
        struct Called: Error, Equatable { let name: String }
        var environment = UseCaseEnvironment(login: .unimplemented)
        environment.unset = .init { name in throw Called(name: name) }
        let unset = environment[OwnedRecordsUseCase<Memo>.self]
        await #expect(throws: Called(name: "Memo.page")) { try await unset.page(1, me) }
        await #expect(throws: Called(name: "Memo.delete")) { try await unset.delete(Memo.ID(1), me) }

        environment[OwnedRecordsUseCase<Memo>.self] = memos
        #expect(try await environment[OwnedRecordsUseCase<Memo>.self].page(1, me).totalCount == 0, "once set, the live ones")
    }
}
