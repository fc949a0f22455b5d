import HTTP
import XCTest

/// `Vary` grows by the names a response varies on, each listed once (RFC 9110 §12.5.5), however
/// the list already spells it: a kept page's field is checked on every request it answers.
final class VaryTests: XCTestCase {
    private func vary(_ existing: String?, adding name: String) -> String? {
        var headers = HTTPHeaders()
        if let existing { headers.add("Vary", existing) }
        headers.addVary(name)
        return headers["Vary"]
    }

    func testANameIsAddedOnceInAnyCaseOrSpacing() {
        XCTAssertEqual(vary(nil, adding: "Accept-Encoding"), "Accept-Encoding")
        XCTAssertEqual(vary("Cookie", adding: "Accept-Encoding"), "Cookie, Accept-Encoding")
        for listed in ["Cookie, Accept-Encoding", "accept-encoding", "Cookie,\tACCEPT-ENCODING ", " Accept-Encoding ,Cookie", ",Accept-Encoding,"] {
            XCTAssertEqual(vary(listed, adding: "Accept-Encoding"), listed, listed)
        }
    }

    func testANameThatOnlyStartsOrEndsLikeItIsNotIt() {
        for listed in ["Accept-Encodings", "X-Accept-Encoding", "Accept", "Accept Encoding", ""] {
            XCTAssertEqual(vary(listed, adding: "Accept-Encoding"), listed + ", Accept-Encoding", listed)
        }
    }
}
