public import Presenters

/// One thing the JSON Lines front end tells its client, written as one JSON object on one line.
///
/// Every event has a `type`; the events of a request's response also carry its `id`. The shapes are
/// documented in `docs/json-lines.md`: changing one bumps `Event.schemaVersion`.
public enum Event: Equatable, Sendable {
    /// The first event: the schema version the events follow.
    case hello(version: Int)
    /// A screen is now the one shown: its route path (`items/3`) and its title.
    case screen(path: String, title: String)
    /// A piece of the screen: `heading`, `line`, `success`, `error`, `fields` or `table`.
    case display(Display)
    /// Work is in flight (`label` says what).
    case busy(label: String)
    /// The work in flight ended.
    case idle
    /// A yes-or-no question, answered with `{"answer": …}` and one of `answers`; `code` says which.
    case question(code: String, prompt: String, answers: [String])
    /// A secret is asked, answered with `{"secret": …}`; the secret never appears in an event.
    case secret(code: String, prompt: String)
    /// The response is complete: the request's work has settled; `ok` is false when it failed.
    case done(ok: Bool)

    /// The version of the event and request shapes. Changing the shape of any event or request bumps it.
    public static let schemaVersion = 7
}
