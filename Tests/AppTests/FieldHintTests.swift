import XCTest
@testable import App

/// What a new user tripped over (issue 37): a field's hint or placeholder that the browser's own
/// control contradicts, or that looks like a value already typed.
final class FieldHintTests: XCTestCase {
    private var gym: ScheduleFixture!

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    func testTheWeightFieldHasNoPlaceholderThatLooksLikeAWeight() {
        let form = gym.lifter.get("/workouts/new").text
        let weight = form.components(separatedBy: #"<input id="weight""#)[1].components(separatedBy: ">")[0]
        XCTAssertFalse(weight.contains("placeholder"), weight)
    }

    /// A time picker shows AM/PM in some languages: the hint must not say "24-hour clock" beside it.
    func testTheClassFormsTimeFieldLeavesItsFormatToTheBrowser() throws {
        _ = try gym.location("Downtown")
        _ = try gym.classType("A10")
        let form = gym.staff.get("/staff/classes/new").text
        XCTAssertTrue(form.contains(#"<input id="starts" name="starts" type="time""#), form)
        XCTAssertFalse(form.contains("24-hour"))
        XCTAssertFalse(form.contains("YYYY-MM-DD"))
    }
}
