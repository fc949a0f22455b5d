import Foundation
import HTTP
import XCTest
@testable import App

/// The routine tests' app, with a lifter signed up in `browser`, on a clock the tests move.
class RoutineTestCase: XCTestCase {
    var app: App!
    var browser: TestBrowser!
    let clock = SettableClock()

    override func setUpWithError() throws {
        app = try TestApp.make { $0.clock = clock.wallClock }
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }
}

/// A routine typed into the editor as a lifter would: `exercises` as (lift, sets, reps, load)
/// rows of one day, each with linear progression.
extension TestBrowser {
    static func routineFields(name: String = "Strength", day: String = "Heavy",
                              exercises: [(lift: String, sets: String, reps: String, load: String)],
                              rule: String = "linear", increment: String = "", rest: String = "3:00") -> [(String, String)] {
        var fields = [("name", name), ("day1-name", day)]
        for (index, exercise) in exercises.enumerated() {
            let prefix = "day1-ex\(index + 1)-"
            fields += [(prefix + "lift", exercise.lift), (prefix + "sets", exercise.sets), (prefix + "reps", exercise.reps),
                       (prefix + "load_kind", "weight"), (prefix + "load", exercise.load), (prefix + "unit", "kg"), (prefix + "rest", rest),
                       (prefix + "note", ""), (prefix + "rule", rule), (prefix + "increment", increment), (prefix + "training_max", "")]
        }
        return fields
    }

    /// Creates a routine through the editor and returns its id (a program's, the newest, as
    /// staff are sent back to the list).
    func createRoutine(_ fields: [(String, String)], at path: String = "/routines") throws -> Int64 {
        get(path + "/new")
        let response = post(path, fields)
        XCTAssertEqual(response.status, .seeOther, lastPage)
        let location = try XCTUnwrap(response.headers["Location"])
        if location == "/staff/programs" { return try XCTUnwrap(app.database.routines(userID: nil).first?.id) }
        return try XCTUnwrap(Int64(location.split(separator: "/").last.map(String.init) ?? ""), location)
    }

    /// The start form's rows as posted: every row of the page with its pre-filled values.
    static func sessionFields(_ page: String) -> [(String, String)] {
        let rows = matches(#"<tr data-exercise[^>]*>.*?</tr>"#, in: page)
        return rows.flatMap { row -> [(String, String)] in
            let exercise = matches(#"name="exercise" value="([0-9]+)""#, in: row, group: 1)[0]
            let weight = matches(#"name="weight"[^>]* value="([^"]*)""#, in: row, group: 1)[0]
            let reps = matches(#"name="reps"[^>]* value="([^"]*)""#, in: row, group: 1)[0]
            return [("exercise", exercise), ("client_id", ""), ("weight", weight), ("reps", reps)]
        }
    }

    static func matches(_ pattern: String, in text: String, group: Int = 0) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            String(text[Range(match.range(at: group), in: text)!])
        }
    }
}
