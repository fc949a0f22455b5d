import Domain
import Foundation
import TestSupport
import XCTest

/// The pasted workout post: the real piece of the gym's website, and what a hostile paste holds.
final class HTMLTextReaderTests: XCTestCase {
    private let classTypes = ["A10", "A20", "AStrong", "APulse", "Yoga"]

    private func fixture() throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("alchemy/workout-page-snippet.html") else { throw XCTSkip("../shared/fixtures/ is not beside this repository") }
        return bytes
    }

    private func post(_ html: String) -> WODPost { WODPost(html: Array(html.utf8), classTypes: classTypes) }

    func testTheGymsPostGivesEachClassItsLines() throws {
        let post = WODPost(html: try fixture(), classTypes: classTypes)
        XCTAssertEqual(post.unassigned, [])
        XCTAssertEqual(post.sections.map(\.classType), ["A10", "A20", "AStrong", "APulse"])
        XCTAssertEqual(post.sections[0].lines, ["15-10-5 reps:", "Torpedo Clusters", "Torpedo Abmat Sit-Ups", "Every Minute On the Minute: 5 Ring Dips"])
        XCTAssertEqual(post.sections[1].lines, ["20-15-10-5 reps:", "Torpedo Clusters", "Torpedo Abmat Sit-Ups", "Every Minute On the Minute: 5 Ring Dips"])
        XCTAssertEqual(post.sections[2].lines, ["Sumo Deadlift 3-3-3-3-3", "Turbo Burpees 5×8"])
        XCTAssertEqual(post.sections[3].lines, ["Clusters"])
        XCTAssertFalse(post.isTruncated)
        let all = post.sections.flatMap(\.lines).joined()
        XCTAssertFalse(all.contains("data-sheets") || all.contains("&") || all.contains("<"), "no markup or attribute reaches the text")
    }

    func testTheContentBlockWinsOverTheRestOfThePage() {
        let page = """
            <!doctype html><html><head><title>A10 | Gym</title><style>p{color:red}</style></head>
            <body><nav><a href="/">Home</a></nav><div class="entry mk-single-content"><div><p>A10</p><p>Run 5k</p></div></div>
            <footer>A20 © 2026</footer></body></html>
            """
        let parsed = post(page)
        XCTAssertEqual(parsed.sections, [WODSection(classType: "A10", lines: ["Run 5k"])])
        XCTAssertEqual(parsed.unassigned, [])
    }

    func testWithoutTheBlockTheBodyIsRead() {
        let parsed = post("<html><head><title>A20</title></head><body><p>Warm-up</p><h2>a20:</h2><p>Row &amp; ski</p></body></html>")
        XCTAssertEqual(parsed.unassigned, ["Warm-up"], "leading text is kept, not lost")
        XCTAssertEqual(parsed.sections, [WODSection(classType: "A20", lines: ["Row & ski"])])
    }

    func testInlineMarkupStaysOneLineAndAHeadingRunIntoItsLineIsFound() {
        let parsed = post("<p><strong>AStrong</strong> Back squat 5&times;5</p><p>Do <b>5</b> rounds, <em>fast</em></p>")
        XCTAssertEqual(parsed.sections, [WODSection(classType: "AStrong", lines: ["Back squat 5×5", "Do 5 rounds, fast"])])
    }

    func testScriptsStylesCommentsAndAttributesNeverBecomeText() {
        let hostile = """
            <p>Yoga</p><script>document.write("<p>A10</p>")</script><p onclick="alert(1)" title='x > y'>Breathe</p>
            <!-- <p>A20</p> --><style>p::after{content:"A20"}</style><svg><text>A20</text></svg><template><p>A20</p></template>
            <p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ScRiPt>alert(2)</sCrIpT >
            """
        let parsed = post(hostile)
        XCTAssertEqual(parsed.sections, [WODSection(classType: "Yoga", lines: ["Breathe", "<script>alert(1)</script>"])],
                       "an escaped tag is text, shown escaped again on the page")
    }

    func testEntitiesControlsAndBrokenMarkupAreHandled() {
        let parsed = post("A10<br>Q&A&nbsp;&#x1F4AA;&#0;&#27;&bogus; &#8238;x&#xD800;<p>3 < 4 <</p><p class=\"unclosed")
        XCTAssertEqual(parsed.sections, [WODSection(classType: "A10", lines: ["Q&A 💪\u{FFFD}&bogus; x\u{FFFD}", "3 < 4 <"])])
    }

    func testNestedAndUnclosedTagsAreReadLinearly() {
        let deep = String(repeating: "<div><span>", count: 50_000) + "A10<br>Deep" + String(repeating: "</span>", count: 10)
        let parsed = post(deep)
        XCTAssertEqual(parsed.sections, [WODSection(classType: "A10", lines: ["Deep"])])
    }

    func testAMegabytePasteIsBounded() {
        let line = "<p>" + String(repeating: "burpee ", count: 40) + "</p>\n"
        let count = 1_048_576 / line.utf8.count + 1
        let started = Date()
        let parsed = post("<p>A10</p>" + String(repeating: line, count: count))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(parsed.sections.first?.lines.count, count)
        XCTAssertFalse(parsed.isTruncated)
        let many = post("<p>A10</p>" + String(repeating: "<br>x", count: HTMLTextReader.maxLines * 2))
        XCTAssertEqual(many.sections.first?.lines.count, HTMLTextReader.maxLines - 1)
        XCTAssertTrue(many.isTruncated)
        let long = HTMLTextReader.read(Array(String(repeating: "x", count: 5_000).utf8))
        XCTAssertEqual(long.lines.first?.text.count, HTMLTextReader.maxLineLength)
        // Found by ScheduleFuzz: the space before a word once took a full line one past the limit.
        let spaced = HTMLTextReader.read(Array((String(repeating: "x", count: HTMLTextReader.maxLineLength - 1) + " y").utf8))
        XCTAssertEqual(spaced.lines.first?.text.count, HTMLTextReader.maxLineLength - 1)
        XCTAssertTrue(spaced.isTruncated)
    }

    func testAPostWithoutClassNamesIsAllUnassigned() {
        let parsed = post("<p>Rest day</p><p>Stretch</p>")
        XCTAssertEqual(parsed.sections, [])
        XCTAssertEqual(parsed.unassigned, ["Rest day", "Stretch"])
    }
}
