import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// A layer turned by a fixed angle that grows from nothing (its scale animated from 0): the turn
/// must survive the zero, as Core Animation shows it (LottieFiles/fireworks' rays).
struct LottieScaleFromZeroTests {
    /// A 100 x 100 canvas; a shape layer at the centre turned 90°, scaling 0 → 100 % over frames
    /// 0–10, drawing a 40 x 10 bar whose long side lies along x before the turn.
    static let file = ##"{"v":"5","fr":10,"ip":0,"op":20,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":20,"ks":{"##
        + ##""r":{"a":0,"k":90},"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"##
        + ##""s":{"a":1,"k":[{"t":0,"s":[0,0,100],"o":{"x":[0.5,0.5,0.5],"y":[0,0,0]},"i":{"x":[0.5,0.5,0.5],"y":[1,1,1]}},{"t":10,"s":[100,100,100]}]}},"##
        + ##""shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,10]},"r":{"a":0,"k":0}},"##
        + ##"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}]}"##

    @Test func theTurnSurvivesAScaleThatStartsAtZero() throws {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(Self.file.utf8)))
        let scene = try Scene(root: builder.rootLayer())
        for time in [0.5, 1.5] {
            let frame = Rasterizer().render(scene.presentation(at: time))
            func inked(_ x: Int, _ y: Int) -> Bool { frame[x, y].a > 127 }
            // Turned 90°, the bar stands upright: ink above and below the centre, none beside it.
            let grown = time >= 1 ? 1.0 : 0.5
            let reach = Int(18 * grown)
            #expect(inked(50, 50 - reach) && inked(50, 50 + reach - 1), "t = \(time): the bar does not reach along y")
            #expect(!inked(50 - reach, 50) && !inked(50 + reach - 1, 50), "t = \(time): the bar lies along x (the turn was lost)")
        }
    }
}
