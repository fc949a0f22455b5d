import Glibc

/// A failed system call, named with its errno and the system's text, e.g.
/// "bind(98): Address already in use".
public struct SocketError: Error, Sendable, CustomStringConvertible {
    public let call: String
    public let errno: Int32

    init(_ call: String, errno: Int32 = Glibc.errno) {
        self.call = call
        self.errno = errno
    }

    public var message: String { String(cString: strerror(errno)) }

    public var description: String { "\(call)(\(errno)): \(message)" }

    /// True when another process already listens on the address.
    public var isAddressInUse: Bool { errno == EADDRINUSE }
}
