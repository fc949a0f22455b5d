import HTTP
import Pages

/// The one route table: every page of the app, its method and path, who may open it
/// (`anyone`, `member`, `staff`: see `Access`), how fresh its page must be (`Freshness`:
/// `.none` built every time, `.gym` kept until the gym's data changes, `.user` kept until the
/// member's own data does, with an ETag), and which run on the worker pool (every POST:
/// password hashing and durable writes never stall an event loop).
enum Routes {
    static func make(_ services: Services, devices: DeviceCookies, cachedPages: PageCache, sessions sessionCache: SessionCache,
                     crashGuard: CrashGuard? = nil) -> Router {
        let config = services.config
        let proxy: (any MemberProxy)? = config.authProxy.map {
            ProxyLogins(proxy: $0, database: services.database, signup: config.signup, passwordHasher: config.passwordHasher, logger: services.logger)
        }
        let noteSession: (@Sendable (String) -> Void)? = crashGuard.map { crashes in { @Sendable id in crashes.noteSession(id) } }
        let sessions = Sessions(database: services.database, lifetime: config.sessionLifetime,
                                secureCookies: config.secureCookies, trustProxy: config.trustProxy, cache: sessionCache, clock: services.clock,
                                noteSession: noteSession, proxy: proxy)
        let access = Access(sessions: sessions, cachedPages: cachedPages, twoFactor: config.requireTwoFactor,
                            today: { $0.map(services.today(for:)) ?? services.today() }, gymVersion: { try services.database.gymVersion() })
        let home = HomePages(services: services)
        let throttle = LoginThrottle()
        let signIns = SignIns(sessions: sessions, devices: devices, requirement: config.requireTwoFactor)
        let pendingLogins = PendingLogins(deviceKey: devices.key)
        let ceremony = PasskeyCeremony(publicURL: config.publicURL, challenges: PasskeyChallenges(database: services.database))
        let accounts = AccountPages(services: services, sessions: sessions, throttle: throttle, signIns: signIns, pendingLogins: pendingLogins,
                                    passkeys: ceremony != nil)
        let twoFactorLogin = TwoFactorLoginPages(services: services, signIns: signIns, pendingLogins: pendingLogins, throttle: throttle)
        let twoFactor = TwoFactorPages(services: services)
        let passkeys = PasskeyPages(services: services, ceremony: ceremony)
        let passkeyLogin = PasskeyLoginPages(services: services, ceremony: ceremony, signIns: signIns)
        let settings = SettingsPages(services: services, sessions: sessions)
        let transfer = AccountTransferPages(services: services)
        let workouts = WorkoutPages(services: services)
        let calculators = CalculatorPages(services: services)
        let history = HistoryPages(services: services)
        let schedule = SchedulePages(services: services)
        let wods = WODPages(services: services)
        let classes = ClassPages(services: services)
        let locations = NamedPages(services: services, kind: .locations)
        let classTypes = NamedPages(services: services, kind: .classTypes)
        let scheduleImport = ScheduleImportPages(services: services)
        let facts = FactPages(services: services)
        let factStaff = FactStaffPages(services: services)
        let categoryStaff = CategoryStaffPages(services: services)
        let factImport = FactImportPages(services: services)
        let tracks = TrackPages(services: services)
        let offline = OfflinePages(services: services)
        let routines = RoutinePages(services: services)
        let routineEditor = RoutineEditorPages(services: services, scope: .lifter)
        let routineSessions = RoutineSessionPages(services: services)
        let programs = ProgramPages(services: services)
        let programEditor = RoutineEditorPages(services: services, scope: .gym)
        let liveSessions = SessionPages(services: services)
        let bookings = BookingPages(services: services)
        let gymSettings = GymSettingsPages(services: services)
        let roster = RosterPages(services: services)
        let scores = ScorePages(services: services)
        let body = BodyPages(services: services)
        let bodyImport = BodyImportPages(services: services)

        var router = Router()
        router.get("/", access.anyone(home.showHome, freshness: .none))
        router.get("/healthz", home.showHealth)
        if let token = config.metricsToken {
            router.get("/metrics", MetricsPages(services: services, token: token).showMetrics)
        }

        router.get("/signup", access.anyone(accounts.showSignup, freshness: .none))
        router.post("/signup", access.anyone(accounts.createAccount, freshness: .none))
        router.get("/login", access.anyone(accounts.showLogin, freshness: .none))
        router.post("/login", access.anyone(accounts.logIn, freshness: .none))
        router.post("/logout", access.anyone(accounts.logOut, freshness: .none))

        // Single sign-on (OpenID Connect, issue 40): on a worker, since each may wait on the provider.
        if let provider = SingleSignOnProvider(config.singleSignOn) {
            let singleSignOn = SingleSignOnPages(services: services, signIns: signIns, throttle: throttle, provider: provider,
                                                 settings: config.singleSignOn, ceremony: ceremony)
            router.get("/login/oidc", onWorker: true, access.anyone(singleSignOn.startSignIn, freshness: .none))
            router.get("/login/oidc/callback", onWorker: true, access.anyone(singleSignOn.finishSignIn, freshness: .none))
            router.post("/login/oidc/link", access.anyone(singleSignOn.confirmLink, freshness: .none))
            router.post("/login/oidc/link/passkey/options", access.anyone(singleSignOn.linkPasskeyOptions, freshness: .none))
            router.post("/login/oidc/link/passkey", access.anyone(singleSignOn.confirmLinkWithPasskey, freshness: .none))
        }
        router.get("/goodbye", access.anyone(settings.showGoodbye, freshness: .none))
        router.get("/offline", access.anyone(offline.showOffline, freshness: .none))
        router.get("/offline/change", access.anyone(offline.showChangeNeedsConnection, freshness: .none))

        router.get("/workouts", access.member(workouts.listWorkouts, freshness: .user))
        router.post("/workouts", access.member(workouts.createWorkout, freshness: .none))
        router.get("/workouts/new", access.member(workouts.showNewWorkout, freshness: .user))
        router.get("/workouts/last-time", access.member(workouts.showLastTime, freshness: .user))
        router.get("/workouts/export.csv", access.member(workouts.exportWorkouts, freshness: .none))
        router.get("/workouts/:date", access.member(workouts.showDay, freshness: .user))
        router.get("/workouts/entries/:id/edit", access.member(workouts.showEditWorkout, freshness: .user))
        router.post("/workouts/entries/:id", access.member(workouts.updateWorkout, freshness: .none))
        router.get("/workouts/entries/:id/delete", access.member(workouts.showDeleteWorkout, freshness: .user))
        router.post("/workouts/entries/:id/delete", access.member(workouts.deleteWorkout, freshness: .none))

        router.get("/history", access.member(history.showHistory, freshness: .user))
        router.get("/history/import", access.member(history.showImport, freshness: .user))
        router.post("/history/import", bodyLimit: HistoryPages.uploadLimit, access.member(history.importHistory, freshness: .none))
        router.post("/history/import/confirm", access.member(history.confirmImport, freshness: .none))
        router.post("/history/rename", access.member(history.renameLift, freshness: .none))
        router.post("/history/merge", access.member(history.mergeLift, freshness: .none))
        router.get("/history/exercises/:slug", access.member(history.showExercise, freshness: .user))

        router.get("/routes", access.member(tracks.listTracks, freshness: .user))
        router.post("/routes", bodyLimit: TrackPages.uploadLimit, access.member(tracks.createTrack, freshness: .none))
        router.get("/routes/new", access.member(tracks.showNewTrack, freshness: .user))
        router.get("/routes/:id", access.member(tracks.showTrack, freshness: .user))
        router.get("/routes/:id.gpx", access.member(tracks.downloadTrack, freshness: .none))
        router.get("/routes/:id/delete", access.member(tracks.showDeleteTrack, freshness: .user))
        router.post("/routes/:id/delete", access.member(tracks.deleteTrack, freshness: .none))
        // Issue 37: what a route's map is coloured by, remembered per lifter.
        router.post("/routes/:id/colours", access.member(tracks.chooseColours, freshness: .none))

        // Routines (issue 27). `:day` is the day's 1-based position in its routine.
        router.get("/routines", access.member(routines.list, freshness: .user))
        router.post("/routines", access.member(routineEditor.create, freshness: .none))
        router.get("/routines/new", access.member(routineEditor.showNew, freshness: .user))
        router.post("/routines/import", access.member(routineEditor.importText, freshness: .none))
        router.get("/routines/:id", access.member(routines.show, freshness: .user))
        router.get("/routines/:id.txt", access.member(routines.text, freshness: .none))
        router.get("/routines/:id/edit", access.member(routineEditor.showEdit, freshness: .user))
        router.post("/routines/:id", access.member(routineEditor.update, freshness: .none))
        router.post("/routines/:id/delete", access.member(routineEditor.delete, freshness: .none))
        router.get("/routines/:id/days/:day/start", access.member(routineSessions.start, freshness: .user))
        router.post("/routines/:id/days/:day", access.member(routineSessions.save, freshness: .none))
        // Programs change with staff's edits, not with the member's data: no ETag (`.none`).
        router.get("/programs", access.member(programs.list, freshness: .none))
        router.get("/programs/:id", access.member(programs.show, freshness: .none))
        router.post("/programs/:id/copy", access.member(programs.copy, freshness: .none))

        // Live workout sessions (issue 36). Not `.user`: a session left idle finishes by itself
        // after hours, which no data version would tell a kept page.
        router.post("/sessions", access.member(liveSessions.start, freshness: .none))
        router.get("/sessions/:id", access.member(liveSessions.show, freshness: .none))
        router.post("/sessions/:id/sets", access.member(liveSessions.changeSet, freshness: .none))
        router.post("/sessions/:id/blocks", access.member(liveSessions.addExercise, freshness: .none))
        router.post("/sessions/:id/blocks/:block", access.member(liveSessions.changeBlock, freshness: .none))
        router.post("/sessions/:id/finish", access.member(liveSessions.finish, freshness: .none))
        // Body weight and measurements over time (issue 38).
        router.get("/body", access.member(body.showBody, freshness: .user))
        router.post("/body", access.member(body.createWeighIn, freshness: .none))
        router.get("/body/export.csv", access.member(body.exportBody, freshness: .none))
        router.get("/body/strength", access.member(body.showStrength, freshness: .user))
        router.get("/body/weigh-ins/:id/edit", access.member(body.showEditWeighIn, freshness: .user))
        router.post("/body/weigh-ins/:id", access.member(body.updateWeighIn, freshness: .none))
        router.post("/body/weigh-ins/:id/delete", access.member(body.deleteWeighIn, freshness: .none))
        router.get("/body/import", access.member(bodyImport.showImport, freshness: .user))
        router.post("/body/import", bodyLimit: BodyImportPages.uploadLimit, access.member(bodyImport.importBody, freshness: .none))

        router.get("/calculators/one-rep-max", access.anyone(calculators.showOneRepMax, freshness: .none))
        router.get("/calculators/wilks", access.anyone(calculators.showStrengthPoints, freshness: .none))

        router.get("/schedule", access.anyone(schedule.showSchedule, freshness: .gym))
        router.get("/schedule.ics", access.anyone(schedule.exportFeed, freshness: .none))
        router.get("/schedule/classes/:id/:date.ics", access.anyone(schedule.exportOccurrence, freshness: .none))
        router.get("/wod", access.anyone(wods.showWODs, freshness: .gym))

        // The gym floor (issue 39): booking a class and its waitlist, the member's bookings and
        // their private calendar feed (the token is the key: `anyone`), the gym settings.
        router.post("/schedule/classes/:id/:date/booking", access.member(bookings.book, freshness: .none))
        router.post("/schedule/classes/:id/:date/booking/delete", access.member(bookings.cancel, freshness: .none))
        router.get("/bookings", access.member(bookings.list, freshness: .none))
        router.get("/bookings.ics", access.anyone(bookings.feed, freshness: .none))
        router.post("/settings/bookings-feed", access.member(gymSettings.createFeed, freshness: .none))
        router.post("/settings/bookings-feed/delete", access.member(gymSettings.revokeFeed, freshness: .none))
        router.post("/settings/boards", access.member(gymSettings.updateBoards, freshness: .none))
        // The roster at the door: `:member` is a member's user id.
        router.get("/staff/classes/:id/:date/roster", access.staff(roster.show, freshness: .none))
        router.post("/staff/classes/:id/:date/roster/:member", access.staff(roster.checkIn, freshness: .none))
        router.post("/staff/classes/:id/:date/walk-ins", access.staff(roster.addWalkIn, freshness: .none))
        // Scores of the workout of the day: `:part` is the part's place in the day, from 1.
        router.post("/staff/wod/:date/:part", access.staff(scores.saveScoring, freshness: .none))
        router.post("/wod/:date/:part/scores", access.member(scores.postScore, freshness: .none))
        router.post("/wod/:date/:part/scores/delete", access.member(scores.deleteScore, freshness: .none))
        router.get("/benchmarks/:name", access.member(scores.showBenchmark, freshness: .none))

        router.get("/staff", access.staff(classes.listClasses, freshness: .none))
        router.get("/staff/classes", access.staff(classes.listClasses, freshness: .none))
        router.post("/staff/classes", access.staff(classes.createClass, freshness: .none))
        router.get("/staff/classes/new", access.staff(classes.showNewClass, freshness: .none))
        router.get("/staff/classes/:id", access.staff(classes.showClass, freshness: .none))
        router.post("/staff/classes/:id", access.staff(classes.updateClass, freshness: .none))
        router.post("/staff/classes/:id/delete", access.staff(classes.deleteClass, freshness: .none))
        router.post("/staff/classes/:id/cancellations", access.staff(classes.cancelDate, freshness: .none))
        router.post("/staff/classes/:id/extras", access.staff(classes.addExtra, freshness: .none))
        router.post("/staff/classes/:id/changes/delete", access.staff(classes.removeChange, freshness: .none))
        for (path, pages) in [("/staff/locations", locations), ("/staff/class-types", classTypes)] {
            router.get(path, access.staff(pages.list, freshness: .none))
            router.post(path, access.staff(pages.create, freshness: .none))
            router.get(path + "/:id", access.staff(pages.showEdit, freshness: .none))
            router.post(path + "/:id", access.staff(pages.update, freshness: .none))
            router.post(path + "/:id/delete", access.staff(pages.delete, freshness: .none))
        }
        router.get("/staff/programs", access.staff(programs.staffList, freshness: .none))
        router.post("/staff/programs", access.staff(programEditor.create, freshness: .none))
        router.get("/staff/programs/new", access.staff(programEditor.showNew, freshness: .none))
        router.post("/staff/programs/import", access.staff(programEditor.importText, freshness: .none))
        router.get("/staff/programs/:id/edit", access.staff(programEditor.showEdit, freshness: .none))
        router.post("/staff/programs/:id", access.staff(programEditor.update, freshness: .none))
        router.post("/staff/programs/:id/delete", access.staff(programEditor.delete, freshness: .none))
        router.get("/staff/schedule/import", access.staff(scheduleImport.showImport, freshness: .none))
        router.post("/staff/schedule/import", bodyLimit: ScheduleImportPages.bodyLimit, access.staff(scheduleImport.importSchedule, freshness: .none))
        router.get("/staff/wod", access.staff(wods.showStaffWODs, freshness: .none))
        router.post("/staff/wod", bodyLimit: WODPages.bodyLimit, access.staff(wods.saveWODs, freshness: .none))
        // A random fact on every visit: the rest of the page is kept, the fact rendered anew.
        router.get("/facts", access.anyone(facts.showFacts, freshness: .gym, part: facts.randomFactPart))
        // Remembers a logged-in user's search made on the site (`Request.isOwnNavigation`): a
        // write, so on the worker pool, as is a search not ranked yet; a repeat is answered on
        // the event loop (`searchRunsOnWorker`). A member's results are not cached (the search
        // page without a query is, as the facts page).
        router.get("/facts/search", onWorker: .perRequest(facts.searchRunsOnWorker),
                   access.anyone(facts.searchFacts, freshness: .gym, part: facts.randomFactPart) {
            $0.session == nil || $0.request.queryItems["q"] == nil
        })
        router.post("/facts/recent-searches/clear", access.member(facts.clearRecentSearches, freshness: .none))
        router.get("/facts/categories/:name", access.anyone(facts.showCategory, freshness: .gym))
        router.get("/facts/:id", access.anyone(facts.showFact, freshness: .gym))
        router.get("/facts/:id/card.svg", access.anyone(facts.showCard, freshness: .none))

        router.get("/staff/facts", access.staff(factStaff.listFacts, freshness: .none))
        router.post("/staff/facts", access.staff(factStaff.createFact, freshness: .none))
        router.get("/staff/facts/new", access.staff(factStaff.showNewFact, freshness: .none))
        router.get("/staff/facts/:id/edit", access.staff(factStaff.showEditFact, freshness: .none))
        router.post("/staff/facts/:id", access.staff(factStaff.updateFact, freshness: .none))
        router.get("/staff/facts/:id/delete", access.staff(factStaff.showDeleteFact, freshness: .none))
        router.post("/staff/facts/:id/delete", access.staff(factStaff.deleteFact, freshness: .none))
        router.get("/staff/facts/categories", access.staff(categoryStaff.listCategories, freshness: .none))
        router.post("/staff/facts/categories", access.staff(categoryStaff.createCategory, freshness: .none))
        router.get("/staff/facts/categories/:id/edit", access.staff(categoryStaff.showEditCategory, freshness: .none))
        router.post("/staff/facts/categories/:id", access.staff(categoryStaff.renameCategory, freshness: .none))
        router.post("/staff/facts/categories/:id/delete", access.staff(categoryStaff.deleteCategory, freshness: .none))
        router.get("/staff/facts/import", access.staff(factImport.showImport, freshness: .none))
        router.post("/staff/facts/import", bodyLimit: FactImportPages.bodyLimit, access.staff(factImport.importFacts, freshness: .none))

        router.get("/settings", access.member(settings.showSettings, freshness: .user))
        router.post("/settings/profile", access.member(settings.updateProfile, freshness: .none))
        router.post("/settings/password", access.member(settings.changePassword, freshness: .none))
        router.post("/settings/plates", access.member(settings.updatePlates, freshness: .none))
        router.get("/settings/password/new", access.choosingPassword(settings.showNewPassword, freshness: .none))
        router.post("/settings/password/new", access.choosingPassword(settings.chooseNewPassword, freshness: .none))
        // A large account is tens of MB to read and write: off the event loop.
        router.get("/settings/export", onWorker: true, access.member(transfer.exportAccount, freshness: .none))
        router.get("/settings/import", access.member(transfer.showImport, freshness: .none))
        router.post("/settings/import", bodyLimit: AccountTransferPages.bodyLimit, access.member(transfer.importAccount, freshness: .none))
        router.get("/settings/delete", access.member(settings.showDeleteAccount, freshness: .user))
        router.post("/settings/delete", access.member(settings.deleteAccount, freshness: .none))

        // Ways in besides a password (issue 40): two-factor codes, passkeys (WebAuthn).
        router.get("/login/two-factor", access.anyone(twoFactorLogin.showCode, freshness: .none))
        router.post("/login/two-factor", access.anyone(twoFactorLogin.checkCode, freshness: .none))
        router.get("/settings/two-factor", access.settingUpTwoFactor(twoFactor.show, freshness: .none))
        router.post("/settings/two-factor", access.settingUpTwoFactor(twoFactor.confirm, freshness: .none))
        router.post("/settings/two-factor/off", access.member(twoFactor.turnOff, freshness: .none))
        router.post("/login/passkey/options", access.anyone(passkeyLogin.requestOptions, freshness: .none))
        router.post("/login/passkey", access.anyone(passkeyLogin.logIn, freshness: .none))
        // Open before the required codes are set up: a passkey login needs none (`WayIn`).
        router.get("/settings/passkeys", access.settingUpTwoFactor(passkeys.show, freshness: .none))
        router.post("/settings/passkeys", access.settingUpTwoFactor(passkeys.add, freshness: .none))
        router.post("/settings/passkeys/options", access.settingUpTwoFactor(passkeys.creationOptions, freshness: .none))
        router.post("/settings/passkeys/:id/delete", access.member(passkeys.remove, freshness: .none))

        // TEST ONLY: absent unless the environment asks for it at start (`CrashRoute`).
        if config.crashRouteForTests {
            router.get(CrashRoute.path, access.anyone(CrashRoute.crash, freshness: .none))
            router.post(CrashRoute.path, access.anyone(CrashRoute.crash, freshness: .none))
        }
        return router
    }
}
