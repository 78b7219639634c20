import Foundation
import Models

/// Every word of the presenters in Japanese.
extension PresenterWords {
    public var japanese: String {
        switch self {
        case .home: "ホーム"
        case let .day(date): Self.parts(of: date).day
        case let .minute(date): Self.parts(of: date).minute
        case .number: "#"
        case let .yesOrNo(value): value ? "はい" : "いいえ"
        }
    }

    /// A date in UTC, in Japanese order: `2026年11月21日` and `2026年11月21日 16:30 UTC`.
    private static func parts(of date: Date) -> (day: String, minute: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let part = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = "\(part.year ?? 0)年\(part.month ?? 0)月\(part.day ?? 0)日"
        let time = String(format: "%02d:%02d", part.hour ?? 0, part.minute ?? 0)
        return (day, "\(day) \(time) UTC")
    }
}
