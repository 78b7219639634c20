public import Models

/// The house idiom's steps after busy (Modules/ViewModels/README.md), each a protocol of outputs a screen's
/// outputs refine for the steps it has, under one name on every screen. A presenter binds them all with one
/// call (`IdiomSteps.bind`, in Presenters); a screen's own steps (its result, what it opens, what it asks)
/// it binds itself.

/// Failure: the screen's own work failed, in one line a person can act on (`FailureMessage`).
@MainActor
public protocol FailureOutputs: AnyObject {
    var didReceiveServiceError: ((Alert) -> Void)? { get set }
}

/// Refusal: what the person asked cannot be done (no row 11, the last page, a purchase refused, wrong
/// password), in one line.
@MainActor
public protocol RefusalOutputs: AnyObject {
    var showAlert: ((Alert) -> Void)? { get set }
}

/// Success, in words: what the person asked is done ("Bought …", "Saved note 3.").
@MainActor
public protocol SuccessOutputs: AnyObject {
    var succeeded: ((String) -> Void)? { get set }
}

/// A line that is neither success nor refusal (the answer to a "no").
@MainActor
public protocol MessageOutputs: AnyObject {
    var showMessage: ((String) -> Void)? { get set }
}

/// Leaving: the screen has nothing left to show.
@MainActor
public protocol BackOutputs: AnyObject {
    var goBack: (() -> Void)? { get set }
}

/// Leaving: what the screen was opened for is not there (the coordinator returns the person to where they
/// were before a link).
@MainActor
public protocol NotFoundOutputs: AnyObject {
    var notFound: (() -> Void)? { get set }
}
