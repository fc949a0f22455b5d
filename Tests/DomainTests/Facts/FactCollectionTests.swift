import Domain
import XCTest

/// The shipped facts: enough of them, each valid as staff would have to type it, sourced
/// unless it is a joke, and never twice.
final class FactCollectionTests: XCTestCase {
    private let facts = FactCollection.all

    func testHasAtLeast150TrueFactsPlusJokesInAtLeastEightCategories() {
        let jokes = facts.filter { $0.categories.contains(.gymLegends) }
        XCTAssertGreaterThanOrEqual(facts.count - jokes.count, 150)
        XCTAssertGreaterThanOrEqual(jokes.count, 15)
        let used = Set(facts.flatMap(\.categories))
        XCTAssertEqual(used, Set(FactCollection.Category.allCases), "every category holds facts")
        XCTAssertGreaterThanOrEqual(used.count, 8)
    }

    func testEveryFactIsValidAndAlreadyInItsStoredShape() {
        for fact in facts {
            let input = FactInput.parse(body: fact.body, source: fact.source, categories: fact.categories.map(\.rawValue))
            guard case .success(let parsed) = input else { return XCTFail("\(fact.slug): \(input)") }
            XCTAssertEqual(parsed.body, fact.body, "\(fact.slug) has stray spaces")
            XCTAssertEqual(parsed.source, fact.source, "\(fact.slug)'s source has stray spaces")
            XCTAssertTrue(FactInput.bodyLength.contains(fact.body.count), fact.slug)
            XCTAssertEqual(try PlainText.parse(fact.body, multiline: false).get(), fact.body, "\(fact.slug) is not plain NFC text")
        }
    }

    func testEveryTrueFactNamesASourceWithAYearOrAPublisherAndJokesNone() {
        for fact in facts {
            if fact.categories == [.gymLegends] {
                XCTAssertEqual(fact.source, "", fact.slug)
                continue
            }
            XCTAssertFalse(fact.categories.contains(.gymLegends), "\(fact.slug): a joke is only a joke")
            XCTAssertGreaterThanOrEqual(fact.source.count, 20, fact.slug)
        }
    }

    func testSlugsAndTextsAreUnique() {
        XCTAssertEqual(Set(facts.map(\.slug)).count, facts.count, "a slug is used twice")
        XCTAssertEqual(Set(facts.map { FactText.key($0.body) }).count, facts.count, "a text is used twice")
        for fact in facts {
            XCTAssertTrue(fact.slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, fact.slug)
        }
    }

    func testRecordsThatMayChangeSayWhenTheyHeld() {
        for fact in facts where fact.categories.contains(.records) {
            let text = fact.body.lowercased()
            guard text.contains("holds") || text.contains("still") || text.contains("the record") || text.contains("the most") else { continue }
            XCTAssertTrue(text.contains("as of 2024"), fact.slug)
        }
    }
}
