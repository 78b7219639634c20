import Foundation
public import Models
import Presenters
import TextShell

/// Turns an event into its line of JSON: `type` first, then `id` when the event answers a request with
/// one, then the event's own keys in a fixed order. Deterministic: the same event is always the same text.
public enum EventEncoder {
    /// The event as one line of compact JSON, without the newline.
    public static func line(for event: Event, id: RequestID? = nil, language: Language = .english) -> String {
        json(for: event, id: id, language: language).text
    }

    /// The event as a JSON object.
    public static func json(for event: Event, id: RequestID? = nil, language: Language = .english) -> JSONValue {
        let (type, members) = body(of: event, in: language)
        return .object([("type", .string(type))] + (id.map { [("id", $0.json)] } ?? []) + members)
    }

    private static func body(of event: Event, in language: Language) -> (type: String, members: [(key: String, value: JSONValue)]) {
        switch event {
        case let .hello(version):
            ("hello", [("version", .integer(Int64(version)))])
        case let .screen(path, title):
            ("screen", [("path", .string(path)), ("title", .string(title))])
        case let .display(display):
            body(of: display, in: language)
        case let .busy(label):
            ("busy", [("label", .string(label))])
        case .idle:
            ("idle", [])
        case let .question(code, prompt, answers):
            ("question", [("code", .string(code)), ("prompt", .string(prompt)), ("answers", .array(answers.map(JSONValue.string)))])
        case let .secret(code, prompt):
            ("secret", [("code", .string(code)), ("prompt", .string(prompt))])
        case let .done(ok):
            ("done", [("ok", .bool(ok))])
        }
    }

    private static func body(of display: Display, in language: Language) -> (type: String, members: [(key: String, value: JSONValue)]) {
        switch display {
        case let .heading(text): ("heading", [("text", .string(text))])
        case let .line(text): ("line", [("text", .string(text))])
        case let .success(text): ("success", [("text", .string(text))])
        case let .error(alert): ("error", [("code", .string(alert.code)), ("text", .string(alert.text))])
        case let .hint(hint): ("hint", [("code", .string(hint.code)), ("text", .string(hint.words(in: language)))])
        case let .fields(fields):
            ("fields", [("fields", .array(fields.map { .object([("label", .string($0.label))] + members(of: $0.value, in: language)) }))])
        case let .table(table):
            (
                "table",
                [
                    ("headers", .array(table.headers.map(JSONValue.string))),
                    ("rows", .array(table.rows.map { row in .array(row.map { .object(members(of: $0, in: language)) }) })),
                ]
                    + (table.links.isEmpty
                        ? [] : [("links", .array(table.links.map { .object([("id", .integer($0.id)), ("path", .string($0.path))]) }))])
            )
        }
    }

    /// A field's or a cell's value: its `text` as a person reads it and, for a typed value, what it is:
    /// `money` (the integer minor units and the ISO 4217 currency code), `date` (RFC 3339, UTC, to the
    /// second), or `status` (a stable code).
    private static func members(of value: Display.Value, in language: Language) -> [(key: String, value: JSONValue)] {
        let text: (key: String, value: JSONValue) = ("text", .string(value.text(in: language)))
        return switch value {
        case .text: [text]
        case let .money(money): [text, ("money", json(for: money))]
        case let .date(date, _): [text, ("date", .string(date.formatted(.iso8601)))]
        case let .status(status): [text, ("status", .string(status.code))]
        }
    }

    private static func json(for money: Money) -> JSONValue {
        .object([("minorUnits", .integer(money.minorUnits)), ("currency", .string(money.currency.code))])
    }
}
