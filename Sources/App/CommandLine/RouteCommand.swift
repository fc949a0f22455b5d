import Storage

/// `liftinglog routes`: the route table as the server built with the same options and
/// environment serves it (`/metrics` with a metrics token, the test-only crash route with its
/// variable), one `METHOD PATTERN` a line in registration order, so a tool such as the route
/// fuzzer (Tests/RouteFuzz) reads the real table rather than a copy that drifts.
public enum RouteCommand {
    public static func list(config: Config) -> Result<String, AppError> {
        do {
            // Building the app writes to the database (migrations, expired previews): never
            // under a running server.
            let lock = try DatabaseLock(databasePath: config.databasePath)
            defer { withExtendedLifetime(lock) {} }
            let app = try App.make(config: config)
            defer { app.database.close() }
            return .success(app.responder.router.routes.map { "\($0.method.rawValue) \($0.pattern)" }.joined(separator: "\n"))
        } catch StorageError.inUse(_) {
            let path = config.databasePath
            return .failure(AppError("A Lifting Log server is running on \(path) (it holds \(path).lock). Run routes with a database of its own (--db), or stop the server first."))
        } catch let error as AppError {
            return .failure(error)
        } catch {
            return .failure(AppError("\(error)"))
        }
    }
}
