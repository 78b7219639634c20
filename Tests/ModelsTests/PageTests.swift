import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct PageTests {
    @Test(arguments: [(0, 1), (1, 1), (10, 1), (11, 2), (45, 5)])
    func countsPagesWithAtLeastOne(total: Int, pages: Int) {
        #expect(Page<Int>(elements: [], number: 1, size: 10, totalCount: total).pageCount == pages)
    }

    @Test func knowsWhetherThereIsMore() {
        let middle = Page(elements: [1], number: 2, size: 10, totalCount: 45)
        #expect(middle.hasNext && middle.hasPrevious)
        let last = Page(elements: [1], number: 5, size: 10, totalCount: 45)
        #expect(!last.hasNext && last.hasPrevious)
    }
}
