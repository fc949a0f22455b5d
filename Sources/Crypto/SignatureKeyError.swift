/// Why a provider's published key could not be used, for the log and the error page.
public struct SignatureKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
