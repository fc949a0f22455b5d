import Domain
import Foundation
import TestSupport
import XCTest

/// A post whose headings name class types the gym does not have (A20, APulse where the gym
/// has A10 and AStrong): their workouts never join the class above them unasked.
final class UnknownHeadingTests: XCTestCase {
    private let classTypes = ["A10", "AStrong"]

    private func fixture() throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("alchemy/workout-page-snippet.html") else { throw XCTSkip("../shared/fixtures/ is not beside this repository") }
        return bytes
    }

    func testUnknownHeadingsAreFoundAndTheirWorkoutsLeftOut() throws {
        let post = WODPost(html: try fixture(), classTypes: classTypes)
        XCTAssertEqual(post.unknownHeadings.map(\.name), ["A20", "APulse"])
        XCTAssertEqual(post.unknownHeadings[0].lines.first, "20-15-10-5 reps:")
        XCTAssertEqual(post.unknownHeadings.map(\.choice), [.skip, .skip])
        XCTAssertEqual(post.sections.map(\.classType), ["A10", "AStrong"])
        XCTAssertEqual(post.sections[0].lines, ["15-10-5 reps:", "Torpedo Clusters", "Torpedo Abmat Sit-Ups", "Every Minute On the Minute: 5 Ring Dips"],
                       "A20's workout is not added to A10")
        XCTAssertFalse(post.sections[1].lines.contains("Clusters"), "nor APulse's to AStrong")
    }

    func testEachChoiceSendsTheLinesWhereStaffSaid() throws {
        let post = WODPost(html: try fixture(), classTypes: classTypes, choices: ["a20": .create, "apulse": .existing("astrong")])
        XCTAssertEqual(post.sections.map(\.classType), ["A10", "A20", "AStrong"])
        XCTAssertEqual(post.sections[1].lines.first, "20-15-10-5 reps:")
        XCTAssertEqual(post.sections[2].lines, ["Sumo Deadlift 3-3-3-3-3", "Turbo Burpees 5×8", "Clusters"])
    }

    func testABoldLineThatIsNoHeadingCanStayInTheWorkoutAbove() {
        let html = Array("<p><strong>A10</strong></p><p>Squat 5x5</p><p><b>Superset:</b></p><p>Row 3x10</p>".utf8)
        let skipped = WODPost(html: html, classTypes: classTypes)
        XCTAssertEqual(skipped.unknownHeadings.map(\.name), ["Superset"])
        XCTAssertEqual(skipped.sections[0].lines, ["Squat 5x5"])
        let kept = WODPost(html: html, classTypes: classTypes, choices: ["superset": .above])
        XCTAssertEqual(kept.sections[0].lines, ["Squat 5x5", "Superset:", "Row 3x10"])
    }

    func testOnlyEmphasizedShortLinesAreHeadings() {
        let html = Array("<p><strong>A10</strong></p><p>A20</p><p><strong>Do 5 rounds of this whole thing</strong></p><p><strong>42</strong></p>".utf8)
        let post = WODPost(html: html, classTypes: classTypes)
        XCTAssertEqual(post.unknownHeadings, [], "plain text, a long bold sentence and a bold number are workout lines")
        XCTAssertEqual(post.sections[0].lines, ["A20", "Do 5 rounds of this whole thing", "42"])
    }

    func testTheChoiceReadsBackFromItsFormValue() {
        for choice in [HeadingChoice.skip, .create, .existing("Open Gym"), .above] {
            XCTAssertEqual(HeadingChoice(formValue: choice.formValue), choice)
        }
        XCTAssertEqual(HeadingChoice(formValue: "nonsense"), .skip)
        XCTAssertEqual(HeadingChoice(formValue: nil), .skip)
    }
}
