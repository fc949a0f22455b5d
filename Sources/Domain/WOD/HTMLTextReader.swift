/// Pulls the text out of a pasted web page the way the original app read the gym's workout
/// post: find the content block (the element with class `mk-single-content`, or the body, or
/// the whole paste), collect its text in document order, decode character references, and
/// drop what is empty once trimmed. Block elements and `<br>` end a line; inline elements
/// (`<strong>`, `<span>`…) do not, so "Do <b>5</b> rounds" stays one line. Bounded: at most
/// `maxInputBytes` are read, `maxLines` lines of `maxLineLength` characters kept.
public enum HTMLTextReader {
    public static let maxInputBytes = 4 << 20
    public static let maxLines = 5_000
    public static let maxLineLength = 2_000
    public static let contentClass = "mk-single-content"

    /// Elements that start a new line, opening or closing.
    static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "center", "dd", "details", "dialog", "div", "dl", "dt",
        "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main",
        "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "body", "html",
    ]
    /// Elements whose text stands out: bold and headings, as a post marks a class's name.
    static let emphasis: Set<String> = ["b", "strong", "h1", "h2", "h3", "h4", "h5", "h6"]
    /// Elements whose whole subtree is never text to read.
    static let hidden: Set<String> = ["head", "template", "svg", "math", "select", "object", "audio", "video", "canvas", "map"]

    public static func read(_ html: [UInt8]) -> HTMLText {
        let end = min(html.count, maxInputBytes)
        var builder = HTMLLineBuilder(bytes: html, maxLines: maxLines, maxLineLength: maxLineLength)
        var tokenizer = HTMLTokenizer(html, range: content(of: html, end: end))
        var skipping: (name: String, depth: Int)?
        // Open emphasis elements; bounded by the input, and a stray end tag never takes it below 0.
        var emphasis = 0
        while let token = tokenizer.next(), !builder.isFull {
            if let (name, depth) = skipping {
                switch token {
                case .start(name, _, _): skipping = (name, depth + 1)
                case .end(name, _): skipping = depth == 1 ? nil : (name, depth - 1)
                default: break
                }
                continue
            }
            switch token {
            case .text(let range): builder.append(range)
            case .start(let name, _, _) where hidden.contains(name):
                builder.endLine()
                skipping = (name, 1)
            case .start(let name, _, _), .end(let name, _):
                if blocks.contains(name) { builder.endLine() } else { builder.endRun() }
                if Self.emphasis.contains(name) {
                    if case .start = token { emphasis += 1 } else { emphasis = max(0, emphasis - 1) }
                    builder.isEmphasizing = emphasis > 0
                }
            }
        }
        builder.endLine()
        return HTMLText(lines: builder.lines, isTruncated: builder.isFull || end < html.count)
    }

    /// The byte range to read: the content block's inside, else the body's, else everything.
    static func content(of html: [UInt8], end: Int) -> Range<Int> {
        var tokenizer = HTMLTokenizer(html, range: 0..<end)
        var body: (start: Int, end: Int?)?
        while let token = tokenizer.next() {
            switch token {
            case .start(let name, let classes, let range):
                if classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
                    .contains(Substring(contentClass)) {
                    return range.upperBound..<blockEnd(name, in: &tokenizer, fallback: end)
                }
                if name == "body" && body == nil { body = (range.upperBound, nil) }
            case .end("body", let range):
                if let start = body?.start, body?.end == nil { body = (start, range.lowerBound) }
            default: break
            }
        }
        guard let body else { return 0..<end }
        return body.start..<(body.end ?? end)
    }

    /// Where the element just opened closes: its matching end tag, counting nested ones of the
    /// same name; the end of the input when it never does.
    private static func blockEnd(_ name: String, in tokenizer: inout HTMLTokenizer, fallback: Int) -> Int {
        var depth = 1
        while let token = tokenizer.next() {
            switch token {
            case .start(name, _, _): depth += 1
            case .end(name, let range):
                depth -= 1
                if depth == 0 { return range.lowerBound }
            default: break
            }
        }
        return fallback
    }
}
