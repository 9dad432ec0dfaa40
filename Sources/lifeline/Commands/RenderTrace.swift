import ArgumentParser
import LifelineModel
import LifelineRender
import LifelineTrace

extension RenderCommand {
    /// The violations to paint on a drawing. The checker is wired in here later; until then
    /// only what the model's tables forbid is painted (the renderer computes that itself).
    func highlights(forTrace path: String) throws -> [Highlight] { [] }

    func renderTrace(_ path: String, format: RenderFormat) throws {
        throw ValidationError("rendering traces is not available yet")
    }
}
