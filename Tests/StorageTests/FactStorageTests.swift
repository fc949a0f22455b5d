import Domain
import SQLite
@testable import Storage
import XCTest

/// Facts in SQLite: the full-text index kept in step, search rules, category counts,
/// imports and the shipped collection loaded without duplicates.
final class FactStorageTests: StorageTestCase {
    private func input(_ body: String, source: String = "", categories: [String] = []) throws -> FactInput {
        try FactInput.parse(body: body, source: source, categories: categories).get()
    }

    @discardableResult
    private func add(_ body: String, categories: [String] = []) throws -> Int64 {
        try database.addFact(input(body, categories: categories))
    }

    private func search(_ raw: String, limit: Int = 20, offset: Int = 0) throws -> [FactMatch] {
        try database.searchFacts(FactSearchQuery.parse(raw).get(), limit: limit, offset: offset)
    }

    private func ids(_ raw: String) throws -> [Int64] {
        try search(raw).map(\.fact.id)
    }

    func testSearchRanksTheBetterMatchFirst() throws {
        let passing = try add("A long sentence about many different lifts and, somewhere in the middle, one squat among them all.")
        let focused = try add("Squat, squat, squat: the squat builds legs.")
        try add("The bench press has nothing to do with legs at all.")
        XCTAssertEqual(try ids("squat"), [focused, passing])
    }

    func testSearchFindsPrefixesInAnyCaseWithAccentsFolded() throws {
        let creme = try add("Crème brûlée is not a recovery food, sadly.")
        let squats = try add("Squatting deep is safe for healthy knees.")
        let uber = try add("ÜBER-strong lifters still warm up first.")
        XCTAssertEqual(try ids("creme"), [creme])
        XCTAssertEqual(try ids("CRÈME BRULEE"), [creme])
        XCTAssertEqual(try ids("brûl"), [creme])
        XCTAssertEqual(try ids("squ"), [squats])
        XCTAssertEqual(try ids("uber"), [uber])
        XCTAssertEqual(try ids("über lifters"), [uber], "every word must match")
        XCTAssertEqual(try ids("über squat"), [])
    }

    func testMatchesAreMarkedAndTheTextIsKeptAsItIs() throws {
        try add("A <b>Squat</b> & a squatter walk into a gym.")
        let match = try XCTUnwrap(try search("squat").first)
        XCTAssertEqual(match.fact.body, "A <b>Squat</b> & a squatter walk into a gym.")
        XCTAssertEqual(match.runs.filter(\.isMatch).map(\.text), ["Squat", "squatter"])
        XCTAssertEqual(match.runs.map(\.text).joined(), match.fact.body)
    }

    func testFTS5SyntaxIsNeverAnErrorAndOnlyMatchesAsWords() throws {
        let and = try add("Squat AND bench on the same day works for most lifters.")
        try add("Deadlifts only, today and tomorrow.")
        for raw in ["AND", "squat AND", "OR bench", "NOT squat", "\"squat", "squat\"", "\"\"\"", "NEAR(", "NEAR(squat bench)",
                    "***", "squat*", "^squat", "body:squat", "-squat", "(((", ")))", "{squat}", "e\u{301}\u{301}xy", "\u{301}\u{301}\u{301}abc", "x \u{301}\u{301} y",
                    "💪💪💪", "'; DROP TABLE facts; --", "\u{E000}\u{E001}\u{E002}"] {
            XCTAssertNoThrow(try search(raw), raw)
        }
        XCTAssertEqual(try ids("NEAR(squat bench)"), [], "NEAR is a word here, and no fact holds it")
        XCTAssertEqual(try ids("squat AND"), [and], "AND is a word, found as one")
        XCTAssertEqual(try ids("***"), [])
    }

    func testTheIndexFollowsEditsAndDeletions() throws {
        let id = try add("Bench press twice a week for a bigger bench.")
        XCTAssertTrue(try database.updateFact(id: id, input("Overhead press builds the shoulders.")))
        XCTAssertEqual(try ids("bench"), [])
        XCTAssertEqual(try ids("overhead"), [id])
        XCTAssertTrue(try database.deleteFact(id: id))
        XCTAssertEqual(try ids("overhead"), [])
        XCTAssertFalse(try database.deleteFact(id: id))
        try database.read { try $0.execute("INSERT INTO facts_fts(facts_fts, rank) VALUES ('integrity-check', 1)") }
    }

    func testCachedResultsNeverOutliveAChange() throws {
        let first = try add("Squat deep for strong legs, the coach said.", categories: ["strength"])
        XCTAssertEqual(try ids("squat"), [first])
        XCTAssertEqual(try ids("squat"), [first], "the second time from the cache")
        let second = try add("Squat again: squat, squat, squat.")
        XCTAssertEqual(try ids("squat"), [second, first], "an added fact")
        let strength = try XCTUnwrap(try database.factCategory(named: "strength"))
        XCTAssertTrue(try database.renameCategory(id: strength.id, name: "power"))
        XCTAssertEqual(try search("squat").last?.fact.categories, ["power"], "a renamed category")
        XCTAssertTrue(try database.deleteCategory(id: strength.id))
        XCTAssertEqual(try search("squat").last?.fact.categories, [], "a deleted category")
        XCTAssertTrue(try database.updateFact(id: second, input("Bench again: bench, bench, bench.")))
        XCTAssertEqual(try ids("squat"), [first], "an edited fact")
        XCTAssertTrue(try database.deleteFact(id: first))
        XCTAssertEqual(try ids("squat"), [], "a deleted fact")
        _ = try database.importFacts([ImportedFact(id: "x", input: input("Squat imported from a file of facts."))])
        XCTAssertEqual(try ids("squat").count, 1, "an import")
        XCTAssertEqual(try database.loadFacts([SeedFact("s", [.strength], "Squat shipped with the app itself.", source: "")]), 1)
        XCTAssertEqual(try ids("squat").count, 2, "a shipped fact")
    }

    func testPagesOfResults() throws {
        for number in 1...25 { try add("Squat fact number \(number) in a long list.") }
        XCTAssertEqual(try search("squat", limit: 21).count, 21)
        XCTAssertEqual(try search("squat", limit: 21, offset: 20).count, 5)
        XCTAssertEqual(try search("squat", limit: 21, offset: 40).count, 0)
    }

    func testTheSameTextInAnyCaseOrSpacingIsOneFact() throws {
        let id = try add("Rest three minutes between heavy sets.")
        XCTAssertThrowsError(try add("rest  THREE minutes between heavy sets.")) { error in
            XCTAssertEqual(error as? StorageError, .duplicateFact(existingID: id))
        }
        let other = try add("Rest two minutes between light sets.")
        XCTAssertThrowsError(try database.updateFact(id: other, input("Rest three minutes between heavy sets."))) { error in
            XCTAssertEqual(error as? StorageError, .duplicateFact(existingID: id))
        }
        XCTAssertTrue(try database.updateFact(id: id, input("Rest THREE minutes between heavy sets.")), "a fact may change its own case")
        XCTAssertFalse(try database.updateFact(id: 999, input("Nothing has this id in the table.")))
    }

    func testCategoryCountsFollowLinksFactsAndCategories() throws {
        let first = try add("A strength fact that is long enough.", categories: ["strength", "history"])
        try add("Another strength fact, also long enough.", categories: ["strength"])
        func counts() throws -> [String: Int] {
            Dictionary(uniqueKeysWithValues: try database.factCategories().map { ($0.name, $0.factCount) })
        }
        XCTAssertEqual(try counts(), ["history": 1, "strength": 2])
        XCTAssertTrue(try database.updateFact(id: first, input("A strength fact that is long enough.", categories: ["history"])))
        XCTAssertEqual(try counts(), ["history": 1, "strength": 1])
        XCTAssertTrue(try database.deleteFact(id: first))
        XCTAssertEqual(try counts(), ["history": 0, "strength": 1])
        let strength = try XCTUnwrap(try database.factCategory(named: "strength"))
        XCTAssertEqual(try database.facts(categoryID: strength.id, limit: 10, offset: 0).map(\.body), ["Another strength fact, also long enough."])
        XCTAssertTrue(try database.deleteCategory(id: strength.id))
        XCTAssertEqual(try database.facts(limit: 10, offset: 0).first?.categories, [], "the fact stays, without the category")
        XCTAssertThrowsError(try database.addCategory(name: "history")) { XCTAssertEqual($0 as? StorageError, .duplicateCategory) }
        let history = try XCTUnwrap(try database.factCategory(named: "history"))
        XCTAssertTrue(try database.renameCategory(id: history.id, name: "past"))
        XCTAssertEqual(try database.factCategory(id: history.id)?.name, "past")
    }

    func testFactIDsAndDailyFactsComeFromTheTableAndSurviveGaps() throws {
        XCTAssertEqual(try database.factIDs(), [])
        XCTAssertNil(try database.factOfTheDay(20_000))
        let ids = try (1...5).map { try add("Fact number \($0) is long enough to keep.") }
        XCTAssertTrue(try database.deleteFact(id: ids[2]))
        XCTAssertEqual(try database.factIDs(), [ids[0], ids[1], ids[3], ids[4]])
        for day in [0, 1, 20_000, Int.max, Int.min] {
            let fact = try XCTUnwrap(try database.factOfTheDay(day))
            XCTAssertEqual(try database.factOfTheDay(day), fact, "the same all day")
        }
        XCTAssertEqual(try Set((0..<30).compactMap { try database.factOfTheDay($0)?.id }).count, 4, "a month of days reaches every fact")
    }

    func testRecentSearchesAreTheLastSixNewestFirstOnceEach() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        for (index, query) in ["squat", "bench", "deadlift", "press", "row", "curl", "dip"].enumerated() {
            try database.rememberSearch(userID: ada.id, query: query, searchedAt: 1_000 + index)
        }
        XCTAssertEqual(try database.recentSearches(userID: ada.id), ["dip", "curl", "row", "press", "deadlift", "bench"])
        try database.rememberSearch(userID: ada.id, query: "press", searchedAt: 2_000)
        XCTAssertEqual(try database.recentSearches(userID: ada.id), ["press", "dip", "curl", "row", "deadlift", "bench"], "a repeat moves to the front")
        // The same second, or a clock that went back: still in front.
        try database.rememberSearch(userID: ada.id, query: "squat", searchedAt: 1_500)
        try database.rememberSearch(userID: ada.id, query: "lunge", searchedAt: 1_500)
        XCTAssertEqual(try database.recentSearches(userID: ada.id), ["lunge", "squat", "press", "dip", "curl", "row"])
        XCTAssertEqual(try count("SELECT count(*) FROM recent_searches"), 6, "older ones are forgotten, not hidden")
        XCTAssertEqual(try database.recentSearches(userID: eve.id), [])
        try database.rememberSearch(userID: eve.id, query: "squat", searchedAt: 1)
        try database.clearRecentSearches(userID: ada.id)
        XCTAssertEqual(try database.recentSearches(userID: ada.id), [])
        XCTAssertEqual(try database.recentSearches(userID: eve.id), ["squat"], "clearing is per user")
        try database.deleteUser(userID: eve.id)
        XCTAssertEqual(try count("SELECT count(*) FROM recent_searches"), 0, "an account takes its searches with it")
    }

    func testImportAddsUpdatesBySameIdAndSkipsSameText() throws {
        let staffFact = try add("The gym legend squats the whole rack.")
        func imported(_ id: String, _ body: String, _ categories: [String] = ["dev"]) throws -> ImportedFact {
            ImportedFact(id: id, input: try input(body, source: "https://api.chucknorris.io/jokes/\(id)", categories: categories))
        }
        let first = try database.importFacts([
            imported("a1", "Chuck Norris counted to infinity. Twice."),
            imported("b2", "the gym legend  squats the whole RACK."),
            imported("c3", "Chuck Norris can slam a revolving door."),
        ])
        XCTAssertEqual(first, FactImportReport(added: 2, updated: 0, skipped: 1))
        let second = try database.importFacts([
            imported("a1", "Chuck Norris counted to infinity. Three times.", ["math"]),
            imported("d4", "Chuck Norris can slam a revolving door."),
            imported("c3", "The gym legend squats the whole rack."),
            imported("e5", "Chuck Norris does not read books; he stares them down."),
        ])
        XCTAssertEqual(second, FactImportReport(added: 1, updated: 1, skipped: 2))
        XCTAssertEqual(try count("SELECT count(*) FROM facts"), 4)
        XCTAssertEqual(try ids("three times").count, 1)
        XCTAssertEqual(try database.fact(id: staffFact)?.body, "The gym legend squats the whole rack.", "untouched")
        XCTAssertEqual(try database.factCategory(named: "math")?.factCount, 1)
        XCTAssertEqual(try database.factCategory(named: "dev")?.factCount, 2)
    }

    func testTheCollectionLoadsOnceAndAgainOnlyWhatChanged() throws {
        let seeds = [
            SeedFact("one", [.strength], "Squats build strong legs over time.", source: "A book (2000)."),
            SeedFact("two", [.history, .records], "Milo carried a calf every day.", source: "Quintilian."),
            SeedFact("three", [.gymLegends], "The gym legend never skips leg day.", source: ""),
        ]
        XCTAssertEqual(try database.loadFacts(seeds), 3)
        XCTAssertEqual(try database.loadFacts(seeds), 0, "a restart adds nothing")
        XCTAssertEqual(try count("SELECT count(*) FROM facts"), 3)
        // An upgrade: one fact corrected, one new; staff deleted another in the meantime.
        let two = try XCTUnwrap(try database.facts(limit: 10, offset: 0).first { $0.body.hasPrefix("Milo") })
        XCTAssertTrue(try database.deleteFact(id: two.id))
        let upgraded = [
            SeedFact("one", [.strength], "Squats build strong legs and hips over time.", source: "A book (2000)."),
            seeds[1], seeds[2],
            SeedFact("four", [.nutrition], "Protein helps muscle grow after training.", source: "A paper (2018)."),
        ]
        XCTAssertEqual(try database.loadFacts(upgraded), 2)
        XCTAssertEqual(try database.facts(limit: 10, offset: 0).map(\.body).sorted(), [
            "Protein helps muscle grow after training.", "Squats build strong legs and hips over time.", "The gym legend never skips leg day.",
        ], "corrected, added, and the deleted one stays deleted")
        XCTAssertEqual(try database.loadFacts(upgraded), 0)
        XCTAssertEqual(try ids("hips").count, 1, "the correction is searchable")
        XCTAssertEqual(try database.factCategory(named: "strength")?.factCount, 1)
    }

    func testAShippedFactAlreadyAddedByHandIsNotAddedAgain() throws {
        try add("Squats build strong legs over time.")
        XCTAssertEqual(try database.loadFacts([SeedFact("one", [.strength], "squats build strong legs over time.", source: "")]), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM facts"), 1)
    }

    func testTheWholeShippedCollectionLoads() throws {
        XCTAssertEqual(try database.loadFacts(FactCollection.all), FactCollection.all.count)
        XCTAssertEqual(try count("SELECT count(*) FROM facts"), FactCollection.all.count)
        XCTAssertEqual(try count("SELECT count(*) FROM categories"), FactCollection.Category.allCases.count)
        XCTAssertFalse(try search("squat").isEmpty)
    }
}
