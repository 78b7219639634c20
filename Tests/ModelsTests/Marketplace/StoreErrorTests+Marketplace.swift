import Models
import Testing

/// The worked example's part of `StoreErrorTests` (make new-app leaves this file out).
extension StoreErrorTests {
    @Test func aPurchaseRefusedByTheStoreSaysTheStoresWordsAndThatYouWereNotCharged() {
        for error in Self.all {
            #expect(PurchaseError.store(error).description == error.description + " You were not charged.")
        }
    }

    @Test func aRefusedPurchaseSaysTheStoresWordsAndThatYouWereNotCharged() {
        #expect(
            PurchaseError.store(.readOnly).description
                == "The database file is read-only, so nothing can be saved. To save, make the file writable (chmod u+w). You were not charged."
        )
    }
}
