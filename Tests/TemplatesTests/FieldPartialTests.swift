import Foundation
import Templates
import XCTest

/// The project's own `Views/partials/field.html`, called as the forms call it.
final class FieldPartialTests: XCTestCase {
    private func renderField(_ call: String, _ context: TemplateValue = [:]) throws -> String {
        let views = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/Views/partials/"
        var templates: [String: String] = ["page": call]
        for name in ["field", "field-aria"] {
            templates["partials/" + name] = try String(contentsOfFile: views + name + ".html", encoding: .utf8)
        }
        return try render("page", in: TemplateLibrary(templates: templates), context)
    }

    func testTextInputDefaultsAndEscapedValue() throws {
        let page = try renderField(#"{% include "partials/field" name="reps" label="Reps" inputmode="numeric" pattern="[0-9]*" required=true value=values.reps error=errors.reps %}"#,
                              ["values": ["reps": "\"><b>"], "errors": [:]])
        XCTAssertEqual(page, """
            <div class="field">
            <label for="reps">Reps</label>
            <input id="reps" name="reps" type="text" inputmode="numeric" pattern="[0-9]*" required value="&quot;&gt;&lt;b&gt;">
            </div>

            """)
    }

    func testPasswordWithHintAndErrorIsNeverFilledIn() throws {
        let page = try renderField(#"{% include "partials/field" name="password" label="Password" type="password" minlength=12 hint="At least 12 characters." value="secret" error=errors.password %}"#,
                              ["errors": ["password": "Too <short>"]])
        XCTAssertTrue(page.contains(#"<input id="password" name="password" type="password" minlength="12" aria-invalid="true" aria-describedby="password-hint password-error">"#), page)
        XCTAssertTrue(page.contains(#"<p class="hint" id="password-hint">At least 12 characters.</p>"#))
        XCTAssertTrue(page.contains(#"<p class="error" id="password-error">Too &lt;short&gt;</p>"#))
        XCTAssertFalse(page.contains("secret"))
    }

    func testTextareaAndSelect() throws {
        let page = try renderField("""
            {% include "partials/field" name="comments" label="Comments" optional=true type="textarea" maxlength=2000 value=note %}
            {% wrap "partials/field" type="select" name="unit" label="Unit" value="lb" error="Choose kg or lb." %}
            <option value="lb"{% if value == "lb" %} selected{% end %}>lb</option>
            {% end %}
            """, ["note": "a <b>"])
        XCTAssertTrue(page.contains(#"<label for="comments">Comments <span class="muted">(optional)</span></label>"#), page)
        XCTAssertTrue(page.contains(#"<textarea id="comments" name="comments" maxlength="2000">a &lt;b&gt;</textarea>"#), page)
        XCTAssertTrue(page.contains("""
            <select id="unit" name="unit" aria-invalid="true" aria-describedby="unit-error">
            <option value="lb" selected>lb</option>
            </select>
            <p class="error" id="unit-error">Choose kg or lb.</p>
            """), page)
    }
}
