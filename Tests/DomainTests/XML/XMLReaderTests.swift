import Domain
import XCTest

final class XMLReaderTests: XCTestCase {
    private func events(_ text: String) throws -> [XMLEvent] {
        var reader = XMLReader(Array(text.utf8))
        var events: [XMLEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }

    private func error(_ text: String) -> XMLError? {
        error(Array(text.utf8))
    }

    private func error(_ bytes: [UInt8]) -> XMLError? {
        var reader = XMLReader(bytes)
        do {
            while try reader.next() != nil {}
            return nil
        } catch {
            return error
        }
    }

    func testReadsElementsAttributesAndTextByLocalName() throws {
        let events = try events(#"<?xml version="1.0"?><a x="1" y:z='two'><p:b>t &amp; u</p:b><c/></a>"#)
        XCTAssertEqual(events, [
            .start(name: "a", attributes: [XMLAttribute(name: "x", value: "1"), XMLAttribute(name: "y:z", value: "two")]),
            .start(name: "b", attributes: []), .text("t & u"), .end(name: "b"),
            .start(name: "c", attributes: []), .end(name: "c"),
            .end(name: "a"),
        ])
    }

    func testResolvesThePredefinedEntitiesAndCharacterReferences() throws {
        let events = try events(#"<a t="&lt;&gt;&quot;&apos;">&#233;&#x1F3CB;&#10;</a>"#)
        XCTAssertEqual(events.first, .start(name: "a", attributes: [XMLAttribute(name: "t", value: "<>\"'")]))
        XCTAssertEqual(events[1], .text("é🏋\n"))
    }

    func testSkipsCommentsProcessingInstructionsWhitespaceAndAByteOrderMark() throws {
        let text = "\u{FEFF}<?xml version='1.0' encoding='UTF-8'?>\n<!-- a -->\n<a>\n  <?pi x?>\n  <!-- b --><b>1</b>\n</a>\n<!-- c -->\n"
        XCTAssertEqual(try events(text), [.start(name: "a", attributes: []), .start(name: "b", attributes: []), .text("1"),
                                         .end(name: "b"), .end(name: "a")])
    }

    func testCDATAIsTextAsWritten() throws {
        XCTAssertEqual(try events("<a><![CDATA[x <y> & z]]></a>")[1], .text("x <y> & z"))
    }

    func testRefusesADoctypeSoNoEntityCanBeDefined() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """
        XCTAssertEqual(error(bomb)?.reason, .doctype)
        XCTAssertEqual(error(bomb)?.line, 2)
        XCTAssertEqual(error("<a>&lol;</a>")?.reason, .unknownEntity("lol;"))
        XCTAssertEqual(error("<a>AT&T</a>")?.reason, .unknownEntity("T"))
        XCTAssertEqual(error("<a>&#0;</a>")?.reason, .badCharacterReference)
        XCTAssertEqual(error("<a>&#xD800;</a>")?.reason, .badCharacterReference)
        XCTAssertEqual(error("<a>&#x110000;</a>")?.reason, .badCharacterReference)
        XCTAssertEqual(error("<a>&#;</a>")?.reason, .badCharacterReference)
    }

    func testRefusesWhatIsNotWellFormed() {
        XCTAssertEqual(error("<a><b></a>")?.reason, .mismatchedEndTag(open: "b", close: "a"))
        XCTAssertEqual(error("<a></a></b>")?.reason, .strayEndTag("b"))
        XCTAssertEqual(error("<a><b>")?.reason, .unclosed("b"))
        XCTAssertEqual(error("<a></a><b/>")?.reason, .secondRoot)
        XCTAssertEqual(error("<a></a>x")?.reason, .textOutsideRoot)
        XCTAssertEqual(error("x<a></a>")?.reason, .textOutsideRoot)
        XCTAssertEqual(error("")?.reason, .noRoot)
        XCTAssertEqual(error("<!-- only -->")?.reason, .noRoot)
        XCTAssertEqual(error("<a x='1' x='2'/>")?.reason, .duplicateAttribute("x"))
        XCTAssertEqual(error("<a x='1'y='2'/>")?.reason, .unexpectedByte(UInt8(ascii: "y")))
        XCTAssertEqual(error("<a x='<'/>")?.reason, .unexpectedByte(UInt8(ascii: "<")))
        XCTAssertEqual(error("<a x=1/>")?.reason, .unexpectedByte(UInt8(ascii: "1")))
        XCTAssertEqual(error("<a>\u{1}</a>")?.reason, .controlCharacter)
        XCTAssertEqual(error("<1a/>")?.reason, .unexpectedByte(UInt8(ascii: "1")))
        XCTAssertEqual(error("<a><!-- never closed")?.reason, .unexpectedEnd)
        XCTAssertEqual(error("<a><![CDATA[x</a>")?.reason, .unexpectedEnd)
        XCTAssertEqual(error("<a")?.reason, .unexpectedEnd)
        XCTAssertEqual(error([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])?.reason, .invalidUTF8)
    }

    func testRefusesEncodingsItWouldMisread() {
        XCTAssertEqual(error(#"<?xml version="1.0" encoding="Shift_JIS"?><a/>"#)?.reason, .unsupportedEncoding("Shift_JIS"))
        XCTAssertEqual(error(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#)?.reason, .unsupportedEncoding("UTF-16"), "UTF-16 needs its mark")
        XCTAssertNil(error(#"<?xml version="1.0" encoding="ISO-8859-1"?><a/>"#))
        XCTAssertNil(error([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00]))
        XCTAssertEqual(error([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00])?.reason, .invalidUTF16(offset: 4), "a lone surrogate")
        XCTAssertNil(error(#"<?xml version="1.0" encoding="us-ascii"?><a/>"#))
    }

    func testLimitsDepthAttributesNamesAndText() {
        let deep = String(repeating: "<a>", count: XMLReader.maxDepth + 1) + String(repeating: "</a>", count: XMLReader.maxDepth + 1)
        XCTAssertEqual(error(deep)?.reason, .tooDeep(limit: XMLReader.maxDepth))
        let fine = String(repeating: "<a>", count: XMLReader.maxDepth) + String(repeating: "</a>", count: XMLReader.maxDepth)
        XCTAssertNil(error(fine))
        let attributes = (0...XMLReader.maxAttributes).map { "a\($0)='1'" }.joined(separator: " ")
        XCTAssertEqual(error("<a \(attributes)/>")?.reason, .tooManyAttributes(limit: XMLReader.maxAttributes))
        XCTAssertEqual(error("<\(String(repeating: "n", count: XMLReader.maxNameBytes + 1))/>")?.reason, .nameTooLong(limit: XMLReader.maxNameBytes))
        XCTAssertEqual(error("<a>\(String(repeating: "t", count: XMLReader.maxTextBytes + 1))</a>")?.reason, .textTooLong(limit: XMLReader.maxTextBytes))
    }

    func testErrorsSayWhere() throws {
        let error = try XCTUnwrap(error("<gpx>\n  <trk>\n  </trkseg>\n</gpx>"))
        XCTAssertEqual(error.description, "line 3, column 3: </trkseg> closes <trk>")
        XCTAssertEqual(self.error("<gpx>\n<trk>")?.description, "line 2, column 6: the file ends before <trk> is closed; was it cut short?")
    }
}
