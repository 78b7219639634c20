import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct StoreErrorTests {
    static let all: [StoreError] = [
        .busy, .readOnly, .diskFull, .corrupt, .newerSchema, .ioFailure, .unknownCurrency(code: "XYZ"),
    ]

    @Test func eachConditionHasItsOwnOneLineThatSaysWhatToDo() {
        let messages = Self.all.map(\.description)

        #expect(Set(messages).count == Self.all.count)
        for message in messages {
            #expect(!message.contains("\n") && message.hasSuffix("."), "\(message)")
            #expect(message.split(separator: ". ").count >= 2, "what is wrong, then what to do: \(message)")
        }
    }

    @Test func failuresCarryTheStoresWords() {
        for error in Self.all {
            #expect(ServiceError.store(error).description == error.description)
        }
    }
}
