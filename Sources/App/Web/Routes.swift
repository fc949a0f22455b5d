import HTTP

/// The one route table: every page of the app, top to bottom. Pages go through `sessions`,
/// which finds the user and checks the CSRF token of every POST.
enum Routes {
    static func make(_ services: Services) -> Router {
        let config = services.config
        let sessions = Sessions(database: services.database, lifetime: config.sessionLifetime,
                                secureCookies: config.secureCookies, trustProxy: config.trustProxy)
        let home = HomePages(services: services)
        let accounts = AccountPages(services: services, sessions: sessions, throttle: LoginThrottle())
        let settings = SettingsPages(services: services, sessions: sessions)
        let workouts = WorkoutPages(services: services)
        let calculators = CalculatorPages(services: services)
        let page = sessions.wrap

        var router = Router()
        router.get("/", page(home.showHome))
        router.get("/healthz", home.showHealth)

        router.get("/signup", page(accounts.showSignup))
        router.post("/signup", page(accounts.createAccount))
        router.get("/login", page(accounts.showLogin))
        router.post("/login", page(accounts.logIn))
        router.post("/logout", page(accounts.logOut))

        router.get("/workouts/new", page(workouts.showNewWorkout))
        router.post("/workouts", page(workouts.createWorkout))
        router.get("/workouts", page(workouts.listWorkouts))
        router.get("/workouts/export.csv", page(workouts.exportWorkouts))
        router.get("/workouts/:date", page(workouts.showDay))
        router.get("/workouts/entries/:id/edit", page(workouts.showEditWorkout))
        router.post("/workouts/entries/:id", page(workouts.updateWorkout))
        router.get("/workouts/entries/:id/delete", page(workouts.showDeleteWorkout))
        router.post("/workouts/entries/:id/delete", page(workouts.deleteWorkout))

        router.get("/calculators/one-rep-max", page(calculators.showOneRepMax))
        router.get("/calculators/wilks", page(calculators.showStrengthPoints))

        router.get("/settings", page(settings.showSettings))
        router.post("/settings/profile", page(settings.updateProfile))
        router.post("/settings/password", page(settings.changePassword))
        router.get("/settings/delete", page(settings.showDeleteAccount))
        router.post("/settings/delete", page(settings.deleteAccount))
        return router
    }
}
