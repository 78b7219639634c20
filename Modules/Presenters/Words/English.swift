import Foundation
import Models

/// Every word of the presenters in English.
extension PresenterWords {
    public var english: String {
        switch self {
        case .home: "Home"
        case let .day(date): date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        case let .minute(date):
            String(date.formatted(Self.minutes.year().month().day().time(includingFractionalSeconds: false)).prefix(16)) + " UTC"
        case .number: "#"
        case let .yesOrNo(value): value ? "yes" : "no"
        }
    }

    private static let minutes = Date.ISO8601FormatStyle(
        dateSeparator: .dash, dateTimeSeparator: .space, timeSeparator: .colon, timeZone: .gmt)
}
