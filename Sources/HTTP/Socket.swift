import CLinux
import Glibc

/// The C socket calls the server needs, behind one thin layer so the rest reads as Swift.
enum Socket {
    /// Opens a non-blocking listening socket and returns it with the port actually bound
    /// (so port 0 picks a free one, as tests need).
    static func listen(host: String, port: UInt16, backlog: Int32) throws(SocketError) -> (fd: Int32, port: UInt16) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SocketError("getaddrinfo", errno: status == EAI_SYSTEM ? Glibc.errno : EINVAL)
        }
        defer { freeaddrinfo(list) }
        let fd = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SocketError("socket") }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let error = SocketError("bind")
            close(fd)
            throw error
        }
        guard Glibc.listen(fd, backlog) == 0 else {
            let error = SocketError("listen")
            close(fd)
            throw error
        }
        return (fd, boundPort(fd))
    }

    static func boundPort(_ fd: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &length) }
        }
        let family = storage.ss_family
        return withUnsafePointer(to: &storage) { pointer in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    enum Accepted {
        case connection(fd: Int32, address: String)
        /// Nothing waiting (EAGAIN), or the client gave up before we took it.
        case none
        /// EMFILE or ENFILE: the client stays queued and the listener stays readable.
        case outOfDescriptors
    }

    /// Accepts one pending connection as non-blocking.
    static func accept(_ listener: Int32) -> Accepted {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                accept4(listener, $0, &length, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            }
        }
        guard fd >= 0 else { return errno == EMFILE || errno == ENFILE ? .outOfDescriptors : .none }
        var on: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return .connection(fd: fd, address: address(of: &storage))
    }

    /// Sends the bytes of `vectors` in order with one gather write; MSG_NOSIGNAL because a
    /// client that went away must cost an error, not the process (writev has no flags).
    static func send(_ fd: Int32, _ vectors: UnsafeBufferPointer<iovec>) -> Int {
        var message = msghdr()
        message.msg_iov = UnsafeMutablePointer(mutating: vectors.baseAddress)
        message.msg_iovlen = vectors.count
        return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
    }

    private static func address(of storage: inout sockaddr_storage) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = storage.ss_family
        withUnsafePointer(to: &storage) { pointer in
            if family == sa_family_t(AF_INET6) {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    var address = $0.pointee.sin6_addr
                    _ = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    var address = $0.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                }
            }
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
