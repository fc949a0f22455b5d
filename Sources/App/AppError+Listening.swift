import HTTP

extension AppError {
    /// Why the server cannot listen, with what to do about the common case.
    static func cannotListen(_ server: ServerConfiguration, _ error: SocketError) -> AppError {
        if error.isAddressInUse {
            return AppError("Port \(server.port) on \(server.host) is already in use (\(error)). Stop the other server or pass --port with a free port.")
        }
        return AppError("Cannot listen on \(server.host):\(server.port): \(error)")
    }
}
