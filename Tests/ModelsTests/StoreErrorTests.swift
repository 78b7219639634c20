import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct StoreErrorTests {
    // example-begin
    static let all: [StoreError] = [.busy, .readOnly, .diskFull, .corrupt, .newerSchema, .ioFailure, .unknownCurrency(code: "XYZ")]
    // example-else
    // static let all: [StoreError] = [.busy, .readOnly, .diskFull, .corrupt, .newerSchema, .ioFailure]
    // example-end

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
            // example-begin
            #expect(PurchaseError.store(error).description == error.description + " You were not charged.")
            // example-end
            #expect(ServiceError.store(error).description == error.description)
        }
        // example-begin
        #expect(
            PurchaseError.store(.readOnly).description
                == "The database file is read-only, so nothing can be saved. To save, make the file writable (chmod u+w). You were not charged."
        )
        // example-end
    }
}
