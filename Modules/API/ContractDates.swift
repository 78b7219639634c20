public import Foundation
public import OpenAPIRuntime

/// Dates as the contract writes them, RFC 3339 in UTC to the second (`2026-12-03T19:04:51Z`), written and
/// read with swift-foundation's `Date.ISO8601FormatStyle`. The runtime's own transcoder goes through
/// Foundation's `ISO8601DateFormatter` on Linux, one formatter behind a lock for every thread: 1.5% of a
/// purchase's CPU in make bench-server's profile. It rounded a date's fraction of a second; this drops it.
public struct ContractDates: DateTranscoder {
    /// Made once: a style made for each date costs twice its formatting.
    private let style = Date.ISO8601FormatStyle()

    public init() {}

    public func encode(_ date: Date) throws -> String { style.format(date) }

    public func decode(_ text: String) throws -> Date { try style.parse(text) }
}

extension Configuration {
    /// How both ends of the contract write and read it: compact JSON with its keys sorted (the generator's
    /// default also pretty-prints every body, 8% of a page's time; sorted, one record reads the same in
    /// every answer), and dates as `ContractDates` writes them.
    public static var contract: Self { Configuration(dateTranscoder: ContractDates(), jsonEncodingOptions: [.sortedKeys]) }
}
