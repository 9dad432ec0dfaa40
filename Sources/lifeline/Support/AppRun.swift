import LifelineModel
import LifelineRuntime
import LifelineTrace

/// `--app`'s routing choice, with a profile that does not fit the app reported at the app's path.
enum AppRun {
    static func routing(_ adoption: AppAdoption, requested: Profile?, path: String) throws(Diagnostic) -> (profile: Profile, migrated: Bool) {
        do {
            return try adoption.routing(requested: requested)
        } catch {
            throw Diagnostic(file: Diagnostic.displayName(of: path), line: 1, column: 1, error.message)
        }
    }
}
