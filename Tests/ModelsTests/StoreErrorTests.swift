import Models
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct StoreErrorTests {
    @Test func eachConditionHasItsOwnOneLineThatSaysWhatToDo() {
        let messages = Fixtures.storeErrors.map(\.description)

        #expect(Set(messages).count == Fixtures.storeErrors.count)
        for message in messages {
            #expect(!message.contains("\n") && message.hasSuffix("."), "\(message)")
            #expect(message.split(separator: ". ").count >= 2, "what is wrong, then what to do: \(message)")
        }
    }

    @Test func failuresCarryTheStoresWords() {
        for error in Fixtures.storeErrors {
            #expect(ServiceError.store(error).description == error.description)
        }
    }
}
