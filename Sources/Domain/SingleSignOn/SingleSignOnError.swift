/// Why a sign-in through the provider was refused, worded for the person at the browser and
/// the administrator reading the log: which check failed, never a token or a secret.
public struct SingleSignOnError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
