import CSSL
import Glibc

/// One TLS 1.2+ connection to a server whose certificate chain checks out against the trusted
/// roots (the system's, or a private CA's file) and names the host that was asked for. Every
/// connect, read and write waits at most the timeout, and the whole exchange must end
/// by `deadline`, so a provider that hangs cannot hold a worker thread.
final class TLSConnection {
    private let socket: Int32
    private let context: OpaquePointer
    private let ssl: OpaquePointer
    private let deadline: Double

    init(url: HTTPSURL, trust: HTTPSClient.Trust, timeout milliseconds: Int) throws(HTTPSError) {
        deadline = Self.now() + Double(milliseconds) * 4 / 1000
        socket = try Self.connect(host: url.host, port: url.port, milliseconds: milliseconds)
        guard let context = SSL_CTX_new(TLS_client_method()) else {
            close(socket)
            throw HTTPSError("TLS could not be set up: \(Self.openSSLError()).")
        }
        self.context = context
        do {
            try Self.configure(context, trust: trust)
        } catch {
            SSL_CTX_free(context)
            close(socket)
            throw error
        }
        // After the context is set up: an SSL takes its verify mode and versions when made.
        guard let ssl = SSL_new(context) else {
            SSL_CTX_free(context)
            close(socket)
            throw HTTPSError("TLS could not be set up: \(Self.openSSLError()).")
        }
        self.ssl = ssl
        try configure(url: url)
        try handshake(url: url)
    }

    deinit {
        SSL_free(ssl)
        SSL_CTX_free(context)
        close(socket)
    }

    private static func configure(_ context: OpaquePointer, trust: HTTPSClient.Trust) throws(HTTPSError) {
        guard cssl_set_minimum_tls12(context) == 1 else { throw HTTPSError("TLS 1.2 could not be required: \(Self.openSSLError()).") }
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        switch trust {
        case .system:
            guard SSL_CTX_set_default_verify_paths(context) == 1 else {
                throw HTTPSError("The system's trusted certificates could not be read: \(Self.openSSLError()).")
            }
        case .caFile(let path):
            guard SSL_CTX_load_verify_locations(context, path, nil) == 1 else {
                throw HTTPSError("The CA file \(path) could not be read as PEM certificates: \(Self.openSSLError()).")
            }
        }
    }

    private func configure(url: HTTPSURL) throws(HTTPSError) {
        guard SSL_set_fd(ssl, socket) == 1 else { throw HTTPSError("TLS could not be set up: \(Self.openSSLError()).") }
        if Self.isIPAddress(url.host) {
            // An address is checked against the certificate's IP entries; SNI carries names only.
            guard X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), url.host) == 1 else {
                throw HTTPSError("The address \(url.host) could not be set for checking.")
            }
        } else {
            guard SSL_set1_host(ssl, url.host) == 1, cssl_set_server_name(ssl, url.host) == 1 else {
                throw HTTPSError("The host name \(url.host) could not be set for checking.")
            }
        }
    }

    private func handshake(url: HTTPSURL) throws(HTTPSError) {
        ERR_clear_error()
        guard SSL_connect(ssl) == 1 else {
            let verification = SSL_get_verify_result(ssl)
            if verification != X509_V_OK {
                let reason = String(cString: X509_verify_cert_error_string(verification))
                throw HTTPSError("The certificate of \(url.hostHeader) is not trusted: \(reason).")
            }
            throw HTTPSError("The TLS handshake with \(url.hostHeader) failed: \(Self.openSSLError()).")
        }
    }

    func write(_ bytes: [UInt8]) throws(HTTPSError) {
        var sent = 0
        while sent < bytes.count {
            try checkDeadline()
            let count = bytes[sent...].withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
            guard count > 0 else { throw HTTPSError("Sending the request failed or timed out: \(Self.openSSLError()).") }
            sent += Int(count)
        }
    }

    /// Up to `buffer.count` bytes, or 0 when the server has closed the connection.
    func read(into buffer: inout [UInt8]) throws(HTTPSError) -> Int {
        try checkDeadline()
        let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
        if count > 0 { return Int(count) }
        let error = SSL_get_error(ssl, count)
        // A server that closes without close_notify ends the body as well, when its length
        // was known and checked; HTTPSClient refuses a body cut short.
        if error == SSL_ERROR_ZERO_RETURN || (error == SSL_ERROR_SYSCALL && ERR_peek_error() == 0 && errno == 0) { return 0 }
        if error == SSL_ERROR_SSL, ERR_GET_REASON(ERR_peek_error()) == SSL_R_UNEXPECTED_EOF_WHILE_READING {
            ERR_clear_error()
            return 0
        }
        throw HTTPSError("Reading the answer failed or timed out: \(Self.openSSLError()).")
    }

    private func checkDeadline() throws(HTTPSError) {
        guard Self.now() < deadline else { throw HTTPSError("The server took too long to answer.") }
    }

    private static func connect(host: String, port: UInt16, milliseconds: Int) throws(HTTPSError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw HTTPSError("The host \(host) could not be found: \(String(cString: gai_strerror(status))).")
        }
        defer { freeaddrinfo(first) }
        var reason = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.pointee.ai_protocol)
            guard socket >= 0 else { continue }
            if let failure = connect(socket, to: address.pointee, milliseconds: milliseconds) {
                reason = failure
                close(socket)
                continue
            }
            setTimeouts(socket, milliseconds)
            return socket
        }
        throw HTTPSError("Could not connect to \(host) port \(port): \(reason).")
    }

    /// Connects without blocking, waiting at most `milliseconds`; nil on success, else why not.
    private static func connect(_ socket: Int32, to address: addrinfo, milliseconds: Int) -> String? {
        let flags = fcntl(socket, F_GETFL)
        _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
        if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) != 0 {
            guard errno == EINPROGRESS else { return String(cString: strerror(errno)) }
            var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            guard poll(&poller, 1, Int32(clamping: milliseconds)) == 1 else { return "no answer in \(milliseconds) ms" }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
            guard error == 0 else { return String(cString: strerror(error)) }
        }
        _ = fcntl(socket, F_SETFL, flags)
        return nil
    }

    private static func setTimeouts(_ socket: Int32, _ milliseconds: Int) {
        var time = timeval(tv_sec: milliseconds / 1000, tv_usec: milliseconds % 1000 * 1000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, host, &buffer) == 1 || inet_pton(AF_INET6, host, &buffer) == 1
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func openSSLError() -> String {
        let code = ERR_get_error()
        ERR_clear_error()
        guard code != 0 else { return errno == EAGAIN ? "timed out" : "the connection closed" }
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &buffer, buffer.count)
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: text, as: UTF8.self)
    }
}
