import Foundation
import Templates
import XCTest

final class DirectoryTests: XCTestCase {
    private var views = ""

    override func setUpWithError() throws {
        views = FileManager.default.temporaryDirectory.appendingPathComponent("views-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: views + "/partials", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: views + "/workouts", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: views)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(toFile: views + "/" + path, atomically: true, encoding: .utf8)
    }

    func testLoadsTemplatesFromSubfolders() throws {
        try write("layout.html", "<title>{{ title }}</title>{% include \"partials/nav\" %}{% content %}")
        try write("partials/nav.html", "<nav>{{ user.first_name }}</nav>")
        try write("workouts/list.html", "{% layout \"layout\" %}{% for w in workouts %}<li>{{ w.lift }} {{ w.weight }}</li>{% end %}")
        try write("notes.txt", "{% broken")

        let library = try TemplateLibrary(directory: views)
        XCTAssertEqual(library.names, ["layout", "partials/nav", "workouts/list"])
        let context: TemplateValue = [
            "title": "Workouts", "user": ["first_name": "Ann"],
            "workouts": [["lift": "Squat", "weight": 102.5], ["lift": "Bench", "weight": 80.0]],
        ]
        XCTAssertEqual(try render("workouts/list", in: library, context), "<title>Workouts</title><nav>Ann</nav><li>Squat 102.5</li><li>Bench 80</li>")
    }

    func testErrorNamesTheFileAndLine() throws {
        try write("layout.html", "{% content %}")
        try write("workouts/list.html", String(repeating: "<p>\n", count: 11) + "{% end %}\n")
        XCTAssertThrowsError(try TemplateLibrary(directory: views + "/")) { error in
            XCTAssertEqual("\(error)", "\(views)/workouts/list.html:12: `{% end %}` without an open block")
            XCTAssertEqual((error as? TemplateError)?.line, 12)
        }
    }

    func testMissingDirectory() {
        XCTAssertThrowsError(try TemplateLibrary(directory: views + "/nope")) { error in
            XCTAssertEqual("\(error)", "\(views)/nope: no readable directory of templates here")
        }
    }
}
