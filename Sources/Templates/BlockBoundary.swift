/// A tag that ends the nodes of a block: `{% end %}`, `{% else %}` or `{% elif … %}`.
enum BlockBoundary {
    case end(line: Int)
    case otherwise(line: Int)
    case elif(TemplateCondition, line: Int)

    var line: Int {
        switch self {
        case .end(let line), .otherwise(let line), .elif(_, let line): line
        }
    }

    var keyword: String {
        switch self {
        case .end: "end"
        case .otherwise: "else"
        case .elif: "elif"
        }
    }
}
