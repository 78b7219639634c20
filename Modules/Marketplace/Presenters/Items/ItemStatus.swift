import MarketplaceModels
import Models
import Presenters

extension Display.Status {
    /// An item that is sold: a GUI draws a badge, `--json` sends `"status":"sold"`.
    static func sold(in language: Language) -> Self { Self(code: "sold", words: language.say(.sold)) }
    /// An item for sale, as its own screen says it.
    static func available(in language: Language) -> Self { Self(code: "available", words: language.say(.available)) }
    /// An item a purchase of which, on its screen, is of unknown outcome: it may be sold.
    static func saleNotKnown(in language: Language) -> Self { Self(code: "unknown", words: language.say(.saleNotKnown)) }
    /// An item for sale, as a list shows it: no words, so that only the sold rows stand out.
    static let availableInAList = Self(code: "available", words: "")
}
