import HTTP

/// The one route table: every page of the app, its method and path, who may open it
/// (`anyone`, `gym` for a page of the gym's data kept until that changes, `member`, `staff`, and
/// `personal` for a member's page built only from their own data, which carries an ETag: see
/// `Access`), and which run on the worker pool (every POST: password hashing and durable writes
/// never stall an event loop).
enum Routes {
    static func make(_ services: Services, devices: DeviceCookies, cachedPages: PageCache, sessions sessionCache: SessionCache,
                     crashGuard: CrashGuard? = nil) -> Router {
        let config = services.config
        let sessions = Sessions(database: services.database, lifetime: config.sessionLifetime,
                                secureCookies: config.secureCookies, trustProxy: config.trustProxy, cache: sessionCache, clock: services.clock,
                                crashGuard: crashGuard,
                                proxy: config.authProxy.map { ProxyLogins(proxy: $0, database: services.database, signup: config.signup,
                                                                          passwordHasher: config.passwordHasher, logger: services.logger) })
        let gymKeys = GymPageKey(version: { try services.database.gymVersion() }, today: { $0.map(services.today(for:)) ?? services.today() })
        let access = Access(sessions: sessions, tags: PageTag(today: services.today(for:)), cachedPages: cachedPages, gymKeys: gymKeys,
                            twoFactor: config.requireTwoFactor)
        let (anyone, member, staff, personal) = (access.anyone, access.member, access.staff, access.personal)
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
        router.get("/", anyone(home.showHome))
        router.get("/healthz", home.showHealth)
        if let token = config.metricsToken {
            router.get("/metrics", MetricsPages(services: services, token: token).showMetrics)
        }

        router.get("/signup", anyone(accounts.showSignup))
        router.post("/signup", anyone(accounts.createAccount))
        router.get("/login", anyone(accounts.showLogin))
        router.post("/login", anyone(accounts.logIn))
        router.post("/logout", anyone(accounts.logOut))

        // Single sign-on (OpenID Connect, issue 40): on a worker, since each may wait on the provider.
        if let provider = SingleSignOnProvider(config.singleSignOn) {
            let singleSignOn = SingleSignOnPages(services: services, signIns: signIns, throttle: throttle, provider: provider,
                                                 settings: config.singleSignOn, ceremony: ceremony)
            router.get("/login/oidc", onWorker: true, anyone(singleSignOn.startSignIn))
            router.get("/login/oidc/callback", onWorker: true, anyone(singleSignOn.finishSignIn))
            router.post("/login/oidc/link", anyone(singleSignOn.confirmLink))
            router.post("/login/oidc/link/passkey/options", anyone(singleSignOn.linkPasskeyOptions))
            router.post("/login/oidc/link/passkey", anyone(singleSignOn.confirmLinkWithPasskey))
        }
        router.get("/goodbye", anyone(settings.showGoodbye))
        router.get("/offline", anyone(offline.showOffline))
        router.get("/offline/change", anyone(offline.showChangeNeedsConnection))

        router.get("/workouts", personal(workouts.listWorkouts))
        router.post("/workouts", member(workouts.createWorkout))
        router.get("/workouts/new", personal(workouts.showNewWorkout))
        router.get("/workouts/last-time", personal(workouts.showLastTime))
        router.get("/workouts/export.csv", member(workouts.exportWorkouts))
        router.get("/workouts/:date", personal(workouts.showDay))
        router.get("/workouts/entries/:id/edit", personal(workouts.showEditWorkout))
        router.post("/workouts/entries/:id", member(workouts.updateWorkout))
        router.get("/workouts/entries/:id/delete", personal(workouts.showDeleteWorkout))
        router.post("/workouts/entries/:id/delete", member(workouts.deleteWorkout))

        router.get("/history", personal(history.showHistory))
        router.get("/history/import", personal(history.showImport))
        router.post("/history/import", bodyLimit: HistoryPages.uploadLimit, member(history.importHistory))
        router.post("/history/import/confirm", member(history.confirmImport))
        router.post("/history/rename", member(history.renameLift))
        router.post("/history/merge", member(history.mergeLift))
        router.get("/history/exercises/:slug", personal(history.showExercise))

        router.get("/routes", personal(tracks.listTracks))
        router.post("/routes", bodyLimit: TrackPages.uploadLimit, member(tracks.createTrack))
        router.get("/routes/new", personal(tracks.showNewTrack))
        router.get("/routes/:id", personal(tracks.showTrack))
        router.get("/routes/:id.gpx", member(tracks.downloadTrack))
        router.get("/routes/:id/delete", personal(tracks.showDeleteTrack))
        router.post("/routes/:id/delete", member(tracks.deleteTrack))
        // Issue 37: what a route's map is coloured by, remembered per lifter.
        router.post("/routes/:id/colours", member(tracks.chooseColours))

        // Routines (issue 27). `:day` is the day's 1-based position in its routine.
        router.get("/routines", personal(routines.list))
        router.post("/routines", member(routineEditor.create))
        router.get("/routines/new", personal(routineEditor.showNew))
        router.post("/routines/import", member(routineEditor.importText))
        router.get("/routines/:id", personal(routines.show))
        router.get("/routines/:id.txt", member(routines.text))
        router.get("/routines/:id/edit", personal(routineEditor.showEdit))
        router.post("/routines/:id", member(routineEditor.update))
        router.post("/routines/:id/delete", member(routineEditor.delete))
        router.get("/routines/:id/days/:day/start", personal(routineSessions.start))
        router.post("/routines/:id/days/:day", member(routineSessions.save))
        // Programs change with staff's edits, not with the member's data: no ETag (`member`).
        router.get("/programs", member(programs.list))
        router.get("/programs/:id", member(programs.show))
        router.post("/programs/:id/copy", member(programs.copy))

        // Live workout sessions (issue 36). Not `personal`: a session left idle finishes by itself
        // after hours, which no data version would tell a kept page.
        router.post("/sessions", member(liveSessions.start))
        router.get("/sessions/:id", member(liveSessions.show))
        router.post("/sessions/:id/sets", member(liveSessions.changeSet))
        router.post("/sessions/:id/blocks", member(liveSessions.addExercise))
        router.post("/sessions/:id/blocks/:block", member(liveSessions.changeBlock))
        router.post("/sessions/:id/finish", member(liveSessions.finish))
        // Body weight and measurements over time (issue 38).
        router.get("/body", personal(body.showBody))
        router.post("/body", member(body.createWeighIn))
        router.get("/body/export.csv", member(body.exportBody))
        router.get("/body/strength", personal(body.showStrength))
        router.get("/body/weigh-ins/:id/edit", personal(body.showEditWeighIn))
        router.post("/body/weigh-ins/:id", member(body.updateWeighIn))
        router.post("/body/weigh-ins/:id/delete", member(body.deleteWeighIn))
        router.get("/body/import", personal(bodyImport.showImport))
        router.post("/body/import", bodyLimit: BodyImportPages.uploadLimit, member(bodyImport.importBody))

        router.get("/calculators/one-rep-max", anyone(calculators.showOneRepMax))
        router.get("/calculators/wilks", anyone(calculators.showStrengthPoints))

        router.get("/schedule", access.gym(schedule.showSchedule))
        router.get("/schedule.ics", anyone(schedule.exportFeed))
        router.get("/schedule/classes/:id/:date.ics", anyone(schedule.exportOccurrence))
        router.get("/wod", access.gym(wods.showWODs))

        // The gym floor (issue 39): booking a class and its waitlist, the member's bookings and
        // their private calendar feed (the token is the key: `anyone`), the gym settings.
        router.post("/schedule/classes/:id/:date/booking", member(bookings.book))
        router.post("/schedule/classes/:id/:date/booking/delete", member(bookings.cancel))
        router.get("/bookings", member(bookings.list))
        router.get("/bookings.ics", anyone(bookings.feed))
        router.post("/settings/bookings-feed", member(gymSettings.createFeed))
        router.post("/settings/bookings-feed/delete", member(gymSettings.revokeFeed))
        router.post("/settings/boards", member(gymSettings.updateBoards))
        // The roster at the door: `:member` is a member's user id.
        router.get("/staff/classes/:id/:date/roster", staff(roster.show))
        router.post("/staff/classes/:id/:date/roster/:member", staff(roster.checkIn))
        router.post("/staff/classes/:id/:date/walk-ins", staff(roster.addWalkIn))
        // Scores of the workout of the day: `:part` is the part's place in the day, from 1.
        router.post("/staff/wod/:date/:part", staff(scores.saveScoring))
        router.post("/wod/:date/:part/scores", member(scores.postScore))
        router.post("/wod/:date/:part/scores/delete", member(scores.deleteScore))
        router.get("/benchmarks/:name", member(scores.showBenchmark))

        router.get("/staff", staff(classes.listClasses))
        router.get("/staff/classes", staff(classes.listClasses))
        router.post("/staff/classes", staff(classes.createClass))
        router.get("/staff/classes/new", staff(classes.showNewClass))
        router.get("/staff/classes/:id", staff(classes.showClass))
        router.post("/staff/classes/:id", staff(classes.updateClass))
        router.post("/staff/classes/:id/delete", staff(classes.deleteClass))
        router.post("/staff/classes/:id/cancellations", staff(classes.cancelDate))
        router.post("/staff/classes/:id/extras", staff(classes.addExtra))
        router.post("/staff/classes/:id/changes/delete", staff(classes.removeChange))
        for (path, pages) in [("/staff/locations", locations), ("/staff/class-types", classTypes)] {
            router.get(path, staff(pages.list))
            router.post(path, staff(pages.create))
            router.get(path + "/:id", staff(pages.showEdit))
            router.post(path + "/:id", staff(pages.update))
            router.post(path + "/:id/delete", staff(pages.delete))
        }
        router.get("/staff/programs", staff(programs.staffList))
        router.post("/staff/programs", staff(programEditor.create))
        router.get("/staff/programs/new", staff(programEditor.showNew))
        router.post("/staff/programs/import", staff(programEditor.importText))
        router.get("/staff/programs/:id/edit", staff(programEditor.showEdit))
        router.post("/staff/programs/:id", staff(programEditor.update))
        router.post("/staff/programs/:id/delete", staff(programEditor.delete))
        router.get("/staff/schedule/import", staff(scheduleImport.showImport))
        router.post("/staff/schedule/import", bodyLimit: ScheduleImportPages.bodyLimit, staff(scheduleImport.importSchedule))
        router.get("/staff/wod", staff(wods.showStaffWODs))
        router.post("/staff/wod", bodyLimit: WODPages.bodyLimit, staff(wods.saveWODs))
        // A random fact on every visit: the rest of the page is kept, the fact rendered anew.
        router.get("/facts", access.gym(facts.showFacts, part: facts.randomFactPart))
        // Remembers a logged-in user's search made on the site (`Request.isOwnNavigation`): a
        // write, so on the worker pool, as is a search not ranked yet; a repeat is answered on
        // the event loop (`searchRunsOnWorker`). A member's results are not cached (the search
        // page without a query is, as the facts page).
        router.get("/facts/search", onWorker: .perRequest(facts.searchRunsOnWorker), access.gym(facts.searchFacts, part: facts.randomFactPart) {
            $0.session == nil || $0.request.queryItems["q"] == nil
        })
        router.post("/facts/recent-searches/clear", member(facts.clearRecentSearches))
        router.get("/facts/categories/:name", access.gym(facts.showCategory))
        router.get("/facts/:id", access.gym(facts.showFact))
        router.get("/facts/:id/card.svg", anyone(facts.showCard))

        router.get("/staff/facts", staff(factStaff.listFacts))
        router.post("/staff/facts", staff(factStaff.createFact))
        router.get("/staff/facts/new", staff(factStaff.showNewFact))
        router.get("/staff/facts/:id/edit", staff(factStaff.showEditFact))
        router.post("/staff/facts/:id", staff(factStaff.updateFact))
        router.get("/staff/facts/:id/delete", staff(factStaff.showDeleteFact))
        router.post("/staff/facts/:id/delete", staff(factStaff.deleteFact))
        router.get("/staff/facts/categories", staff(categoryStaff.listCategories))
        router.post("/staff/facts/categories", staff(categoryStaff.createCategory))
        router.get("/staff/facts/categories/:id/edit", staff(categoryStaff.showEditCategory))
        router.post("/staff/facts/categories/:id", staff(categoryStaff.renameCategory))
        router.post("/staff/facts/categories/:id/delete", staff(categoryStaff.deleteCategory))
        router.get("/staff/facts/import", staff(factImport.showImport))
        router.post("/staff/facts/import", bodyLimit: FactImportPages.bodyLimit, staff(factImport.importFacts))

        router.get("/settings", personal(settings.showSettings))
        router.post("/settings/profile", member(settings.updateProfile))
        router.post("/settings/password", member(settings.changePassword))
        router.post("/settings/plates", member(settings.updatePlates))
        router.get("/settings/password/new", access.choosingPassword(settings.showNewPassword))
        router.post("/settings/password/new", access.choosingPassword(settings.chooseNewPassword))
        // A large account is tens of MB to read and write: off the event loop.
        router.get("/settings/export", onWorker: true, member(transfer.exportAccount))
        router.get("/settings/import", member(transfer.showImport))
        router.post("/settings/import", bodyLimit: AccountTransferPages.bodyLimit, member(transfer.importAccount))
        router.get("/settings/delete", personal(settings.showDeleteAccount))
        router.post("/settings/delete", member(settings.deleteAccount))

        // Ways in besides a password (issue 40): two-factor codes, passkeys (WebAuthn).
        router.get("/login/two-factor", anyone(twoFactorLogin.showCode))
        router.post("/login/two-factor", anyone(twoFactorLogin.checkCode))
        router.get("/settings/two-factor", access.settingUpTwoFactor(twoFactor.show))
        router.post("/settings/two-factor", access.settingUpTwoFactor(twoFactor.confirm))
        router.post("/settings/two-factor/off", member(twoFactor.turnOff))
        router.post("/login/passkey/options", anyone(passkeyLogin.requestOptions))
        router.post("/login/passkey", anyone(passkeyLogin.logIn))
        // Open before the required codes are set up: a passkey login needs none (`WayIn`).
        router.get("/settings/passkeys", access.settingUpTwoFactor(passkeys.show))
        router.post("/settings/passkeys", access.settingUpTwoFactor(passkeys.add))
        router.post("/settings/passkeys/options", access.settingUpTwoFactor(passkeys.creationOptions))
        router.post("/settings/passkeys/:id/delete", member(passkeys.remove))

        // TEST ONLY: absent unless the environment asks for it at start (`CrashRoute`).
        if config.crashRouteForTests {
            router.get(CrashRoute.path, anyone(CrashRoute.crash))
            router.post(CrashRoute.path, anyone(CrashRoute.crash))
        }
        return router
    }
}
