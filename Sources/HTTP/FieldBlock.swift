/// Header fields that many responses carry alike (the app's security headers), made once:
/// a response takes them by one reference (`HTTPHeaders.init(_:)`, `add(contentsOf:)`) and
/// the serializer copies their lines, written once here, in one piece.
public final class FieldBlock: Sendable {
    let fields: [HTTPHeaders.Field]
    /// The fields as they go on the wire: `name: value` lines, CR, LF and NUL dropped.
    let lines: [UInt8]

    public init(_ headers: HTTPHeaders) {
        fields = Array(headers)
        lines = ResponseSerializer.lines(of: headers)
    }
}
