public import Models

/// The signed-in user's records of one kind (an `OwnedRecord`): a page at a time, one by id, and creating,
/// changing and deleting them. What `make feature` gives a feature (`typealias NotesUseCase =
/// OwnedRecordsUseCase<Note>`). Every closure takes the user it acts for and touches only that user's records.
/// They throw `FieldError` for a draft that does not fit (before anything is kept), `ServiceError.notFound`
/// for an id the user has no record with, and `ServiceError` for a failure of the store.
public struct OwnedRecordsUseCase<Record: OwnedRecord>: Sendable {
    /// Page `number` (from 1) of the user's records, newest first.
    public var page: @Sendable (_ number: Int, _ user: User.ID) async throws -> Page<Record>
    /// One of the user's records.
    public var record: @Sendable (_ id: Record.ID, _ user: User.ID) async throws -> Record
    /// A new record from what the user gave.
    public var create: @Sendable (_ draft: Record.Draft, _ user: User.ID) async throws -> Record
    /// `create`, at most once per user and `key`: the same key again returns the record kept with it (a
    /// replay) and keeps nothing more; the same key with other content throws
    /// `ServiceError.idempotencyKeyReused`. A client sends one key with every retry of one create (the
    /// server's `POST`); `ServiceError.outcomeUnknown` says it may have been kept, which that key asks.
    public var createOnce: @Sendable (_ draft: Record.Draft, _ key: IdempotencyKey, _ user: User.ID) async throws -> Kept<Record>
    /// The user's record, with its content replaced by what the user gave.
    public var update: @Sendable (_ id: Record.ID, _ draft: Record.Draft, _ user: User.ID) async throws -> Record
    /// Deletes the user's record.
    public var delete: @Sendable (_ id: Record.ID, _ user: User.ID) async throws -> Void

    public init(
        page: @escaping @Sendable (_ number: Int, _ user: User.ID) async throws -> Page<Record>,
        record: @escaping @Sendable (_ id: Record.ID, _ user: User.ID) async throws -> Record,
        create: @escaping @Sendable (_ draft: Record.Draft, _ user: User.ID) async throws -> Record,
        createOnce: @escaping @Sendable (_ draft: Record.Draft, _ key: IdempotencyKey, _ user: User.ID) async throws -> Kept<Record>,
        update: @escaping @Sendable (_ id: Record.ID, _ draft: Record.Draft, _ user: User.ID) async throws -> Record,
        delete: @escaping @Sendable (_ id: Record.ID, _ user: User.ID) async throws -> Void
    ) {
        self.page = page
        self.record = record
        self.create = create
        self.createOnce = createOnce
        self.update = update
        self.delete = delete
    }
}

extension OwnedRecordsUseCase {
    /// The rules, on a repository of records, `pageSize` records to a page.
    public static func live(repository: any OwnedRecordRepository<Record>, pageSize: Int = 10) -> Self {
        precondition(pageSize > 0, "pageSize must be positive")
        return Self(
            page: { number, user in
                let number = max(1, number)
                // A page number from outside (a deep link, a request) can be any Int: past the last row is empty.
                let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
                let (elements, total) = try await mapErrors {
                    try await repository.page(owner: user, offset: overflow ? .max : offset, limit: pageSize)
                }
                return Page(elements: elements, number: number, size: pageSize, totalCount: total)
            },
            record: { id, user in
                guard let found = try await mapErrors({ try await repository.record(id: id, owner: user) }) else {
                    throw ServiceError.notFound
                }
                return found
            },
            create: { draft, user in
                let content = try draft.validated()
                return try await mapErrors { try await repository.create(content, owner: user, key: nil) }.value
            },
            createOnce: { draft, key, user in
                let content = try draft.validated()
                let kept = try await mapErrors { try await repository.create(content, owner: user, key: key) }
                // The key kept another record: refused, and nothing more kept.
                guard kept.value.content == content else { throw ServiceError.idempotencyKeyReused }
                return kept
            },
            update: { id, draft, user in
                let content = try draft.validated()
                guard let updated = try await mapErrors({ try await repository.update(id: id, with: content, owner: user) }) else {
                    throw ServiceError.notFound
                }
                return updated
            },
            delete: { id, user in
                guard try await mapErrors({ try await repository.delete(id: id, owner: user) }) else { throw ServiceError.notFound }
            }
        )
    }
}

extension OwnedRecordsUseCase: FeatureUseCases {
    /// The use cases when nobody set them: each answers as `unset` says (the program stops; a test fails),
    /// named by the record (`Note.page`).
    public static func unset(_ unset: UseCaseEnvironment.Unset) -> Self {
        let name = "\(Record.self)"
        return Self(
            page: { _, _ in try unset("\(name).page") },
            record: { _, _ in try unset("\(name).record") },
            create: { _, _ in try unset("\(name).create") },
            createOnce: { _, _, _ in try unset("\(name).createOnce") },
            update: { _, _, _ in try unset("\(name).update") },
            delete: { _, _ in try unset("\(name).delete") }
        )
    }
}
