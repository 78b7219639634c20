public import Models
public import ViewModels

/// What the memos' screens say, as a feature's catalog says its own: what the tests of the record view models
/// and presenters read.
public enum MemoWords: Words {
    case loadingList, loadList, none, page(Int, of: Int, count: Int), creating, create, created(Memo.ID), interrupted
    case loading(Memo.ID), load(Memo.ID), notFound(Memo.ID), notLoaded, saving(Memo.ID), save(Memo.ID), saved(Memo.ID)
    case confirmDelete(Memo.ID, text: String), deleting(Memo.ID), delete(Memo.ID), deleted(Memo.ID), notDeleted

    public var english: String {
        switch self {
        case .loadingList: "Loading your memos…"
        case .loadList: "load your memos"
        case .none: "You have no memos yet."
        case let .page(number, pageCount, count): "Page \(number) of \(pageCount) · \(count) memos"
        case .creating: "Creating the memo…"
        case .create: "create the memo"
        case let .created(id): "Created memo \(id)."
        case .interrupted: "Stopped waiting."
        case let .loading(id): "Loading memo \(id)…"
        case let .load(id): "load memo \(id)"
        case let .notFound(id): "You have no memo \(id)."
        case .notLoaded: "The memo is not loaded yet."
        case let .saving(id): "Saving memo \(id)…"
        case let .save(id): "save memo \(id)"
        case let .saved(id): "Saved memo \(id)."
        case let .confirmDelete(id, text): "Delete memo \(id), “\(text)”?"
        case let .deleting(id): "Deleting memo \(id)…"
        case let .delete(id): "delete memo \(id)"
        case let .deleted(id): "Deleted memo \(id)."
        case .notDeleted: "Nothing was deleted."
        }
    }
    public var japanese: String { english }
}

extension RecordWords<Memo> {
    public static var memos: Self {
        Self(
            loadingList: MemoWords.loadingList, loadList: MemoWords.loadList, none: MemoWords.none,
            page: { MemoWords.page($0, of: $1, count: $2) }, creating: MemoWords.creating, create: MemoWords.create,
            created: { MemoWords.created($0) }, interrupted: MemoWords.interrupted, loading: { MemoWords.loading($0) },
            load: { MemoWords.load($0) }, notFound: { MemoWords.notFound($0) }, notLoaded: MemoWords.notLoaded,
            saving: { MemoWords.saving($0) }, save: { MemoWords.save($0) }, saved: { MemoWords.saved($0) },
            confirmDelete: { MemoWords.confirmDelete($0.id, text: $0.content.text) }, deleting: { MemoWords.deleting($0) },
            delete: { MemoWords.delete($0) }, deleted: { MemoWords.deleted($0) }, notDeleted: MemoWords.notDeleted)
    }
}
