import Domain
import Templates
import XCTest
@testable import App

/// The layout's error summary, rendered from the real Views/ with the context a page handler
/// passes after a failed submit.
final class ErrorSummaryTests: XCTestCase {
    private let errors = FieldErrors([
        FieldError(field: "lift", message: "Enter the lift, e.g. Back Squat."),
        FieldError(field: "reps", message: "Reps must be <1 to 100> & whole."),
        FieldError(field: "lift", message: "A second problem with the lift."),
        FieldError(field: "date", message: "Enter a real date."),
    ])

    private func workoutForm(_ extra: [String: TemplateValue]) throws -> String {
        let library = try TemplateLibrary(directory: TestApp.projectRoot + "/Views")
        var context: [String: TemplateValue] = ["title": "New workout", "csrf_token": "t", "action": "/workouts", "values": ["unit": "kg"]]
        context.merge(extra) { $1 }
        return String(decoding: try library.render("workouts/form", .dictionary(context)), as: UTF8.self)
    }

    func testSummaryValueKeepsTheFirstMessageOfEachFieldInOrder() {
        guard case .list(let problems) = errors.summaryValue else { return XCTFail("not a list") }
        let pairs = problems.map { problem -> String in
            guard case .dictionary(let fields) = problem, case .string(let field)? = fields["field"],
                  case .string(let message)? = fields["message"] else { return "?" }
            return "\(field): \(message)"
        }
        XCTAssertEqual(pairs, ["lift: Enter the lift, e.g. Back Squat.", "reps: Reps must be <1 to 100> & whole.", "date: Enter a real date."])
    }

    func testLayoutShowsTheSummaryFirstInMainAndMarksTheTitle() throws {
        let page = try workoutForm(["errors": errors.templateValue, "error_summary": errors.summaryValue])
        XCTAssertTrue(page.contains("<title>Error: New workout · Lifting Log</title>"), page)
        XCTAssertTrue(page.contains("""
            <main id="main" class="page">
            <div class="error-summary" role="alert" tabindex="-1" id="error-summary" autofocus>
            <h2 class="error-summary__title">There is a problem</h2>
            <ul>
            <li><a href="#lift">Enter the lift, e.g. Back Squat.</a></li>
            <li><a href="#reps">Reps must be &lt;1 to 100&gt; &amp; whole.</a></li>
            <li><a href="#date">Enter a real date.</a></li>
            </ul>
            </div>
            """), page)
        XCTAssertFalse(page.contains("A second problem"))
        for field in ["lift", "reps", "date"] {
            XCTAssertTrue(page.contains("<input id=\"\(field)\""), "the link to #\(field) has a field to land on")
            XCTAssertTrue(page.contains("aria-describedby=\"\(field)-error\""), field)
        }
    }

    func testNoSummaryWithoutProblems() throws {
        let page = try workoutForm([:])
        XCTAssertTrue(page.contains("<title>New workout · Lifting Log</title>"))
        XCTAssertFalse(page.contains("error-summary"))
        XCTAssertFalse(page.contains("There is a problem"))
    }
}
