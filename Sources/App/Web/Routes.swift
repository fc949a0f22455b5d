import HTTP

/// The one route table: every page of the app, its method and path, who may open it
/// (`anyone`, `member`, `staff`: see `Access`), and which run on the worker pool (every POST:
/// password hashing and durable writes never stall an event loop).
enum Routes {
    static func make(_ services: Services) -> Router {
        let config = services.config
        let sessions = Sessions(database: services.database, lifetime: config.sessionLifetime,
                                secureCookies: config.secureCookies, trustProxy: config.trustProxy)
        let access = Access(sessions: sessions)
        let (anyone, member) = (access.anyone, access.member)
        let home = HomePages(services: services)
        let accounts = AccountPages(services: services, sessions: sessions, throttle: LoginThrottle())
        let settings = SettingsPages(services: services, sessions: sessions)
        let workouts = WorkoutPages(services: services)
        let calculators = CalculatorPages(services: services)
        let routes = RoutePages(services: services)

        var router = Router()
        router.get("/", anyone(home.showHome))
        router.get("/healthz", home.showHealth)

        router.get("/signup", anyone(accounts.showSignup))
        router.post("/signup", anyone(accounts.createAccount))
        router.get("/login", anyone(accounts.showLogin))
        router.post("/login", anyone(accounts.logIn))
        router.post("/logout", anyone(accounts.logOut))
        router.get("/goodbye", anyone(settings.showGoodbye))

        router.get("/workouts", member(workouts.listWorkouts))
        router.post("/workouts", member(workouts.createWorkout))
        router.get("/workouts/new", member(workouts.showNewWorkout))
        router.get("/workouts/last-time", member(workouts.showLastTime))
        router.get("/workouts/export.csv", member(workouts.exportWorkouts))
        router.get("/workouts/:date", member(workouts.showDay))
        router.get("/workouts/entries/:id/edit", member(workouts.showEditWorkout))
        router.post("/workouts/entries/:id", member(workouts.updateWorkout))
        router.get("/workouts/entries/:id/delete", member(workouts.showDeleteWorkout))
        router.post("/workouts/entries/:id/delete", member(workouts.deleteWorkout))

        router.get("/routes", member(routes.listRoutes))
        router.post("/routes", bodyLimit: RoutePages.uploadLimit, member(routes.createRoute))
        router.get("/routes/new", member(routes.showNewRoute))
        router.get("/routes/:id", member(routes.showRoute))
        router.get("/routes/:id.gpx", member(routes.downloadRoute))
        router.get("/routes/:id/delete", member(routes.showDeleteRoute))
        router.post("/routes/:id/delete", member(routes.deleteRoute))

        router.get("/calculators/one-rep-max", anyone(calculators.showOneRepMax))
        router.get("/calculators/wilks", anyone(calculators.showStrengthPoints))

        router.get("/settings", member(settings.showSettings))
        router.post("/settings/profile", member(settings.updateProfile))
        router.post("/settings/password", member(settings.changePassword))
        router.get("/settings/delete", member(settings.showDeleteAccount))
        router.post("/settings/delete", member(settings.deleteAccount))
        return router
    }
}
