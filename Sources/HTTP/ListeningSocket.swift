import Glibc

/// A socket bound and accepting connections: opened by `Server.start()` itself, or opened once
/// by a supervisor process and inherited by each server process it starts.
public struct ListeningSocket: Sendable {
    public let fd: Int32
    /// The port actually bound, so port 0 tells which free one was picked.
    public let port: UInt16

    /// Binds `host` and `port` and listens.
    public init(host: String, port: UInt16) throws(SocketError) {
        (fd, self.port) = try Socket.listen(host: host, port: port, backlog: 1024)
    }

    /// Takes over a listening descriptor that this process inherited.
    public init(inherited fd: Int32) throws(SocketError) {
        var listening: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) == 0 else { throw SocketError("getsockopt") }
        // What accept(2) would answer on a socket that is not listening.
        guard listening == 1 else { throw SocketError("accept", errno: EINVAL) }
        // The event loops need it non-blocking; the flag is shared with the parent's copy, which never accepts.
        guard fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else { throw SocketError("fcntl") }
        // Inherited once is enough: nothing this process starts should keep the port open.
        guard fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 else { throw SocketError("fcntl") }
        self.fd = fd
        port = Socket.boundPort(fd)
    }
}
