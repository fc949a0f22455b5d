/// Why a request to another server failed, in words an administrator can act on: the
/// address, the certificate, the time it took or the answer's size.
public struct HTTPSError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
