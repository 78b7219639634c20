import MarketplaceModels
import Models
import TestSupport
import Testing

/// A purchase the store refused says the store's words.
@Suite(.timeLimit(.minutes(1))) struct PurchaseStoreErrorTests {
    @Test func aPurchaseRefusedByTheStoreSaysTheStoresWordsAndThatYouWereNotCharged() {
        for error in Fixtures.storeErrors {
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
