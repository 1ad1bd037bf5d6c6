import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// An exported Lottie file played by rlottie beside spinnergen's own frames of the same job,
/// at the largest scale up to 512 px that gives whole pixels both ways.
struct LottiePlayback {
    let player: RlottiePlayer
    /// spinnergen's frames, `f_%04d.png`.
    let frames: String
    let count: Int
    let scale: Double
    /// The frames' size in pixels: the composition at `scale`.
    let width: Int, height: Int

    /// Plays `json` and renders `input` (a preset, or a scene file ending in .json) at `fps`
    /// into `dir`.
    init(json data: Data, input: String, fps: Int, in dir: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let w = try #require(document["w"] as? Int), h = try #require(document["h"] as? Int)
        scale = LottiePlayback.scale(w: w, h: h)
        let factor = LottiePlayback.canvasFactor(document)
        width = Int((Double(w) * scale).rounded())
        height = Int((Double(h) * scale).rounded())
        player = try #require(RlottiePlayer(json: data, key: "\(input)-\(data.count)-\(data.hashValue)"))
        frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run((input.hasSuffix(".json") ? ["render", input] : [input])
            + ["--fps", "\(fps)", "--scale", "\(scale * factor)", "--background", "transparent", "-q", "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)", sourceLocation: sourceLocation)
        count = CLIRunner.contents(of: URL(fileURLWithPath: frames)).count
        #expect(count == player.frameCount, sourceLocation: sourceLocation)
    }

    /// Players fit the composition into the buffer keeping its aspect ratio, so the scale is
    /// the largest up to 512 px that gives whole pixels both ways: a multiple of 1/g.
    static func scale(w: Int, h: Int) -> Double {
        var g = w, r = h
        while r != 0 { (g, r) = (r, g % r) }
        return (512 * Double(g) / Double(max(w, h))).rounded(.down) / Double(g)
    }

    /// How much the export magnified the view to give its canvas whole sides: the scale of the
    /// root null `canvas.scale`, 1 without one.
    static func canvasFactor(_ document: [String: Any]) -> Double {
        let layers = document["layers"] as? [[String: Any]] ?? []
        guard let null = layers.first(where: { $0["nm"] as? String == "canvas.scale" && $0["ty"] as? Int == 3 }),
              let ks = null["ks"] as? [String: Any], let s = ks["s"] as? [String: Any], let k = s["k"] as? [Double] else { return 1 }
        return k[0] / 100
    }

    /// Writes `scene` (scene-file JSON) into `dir` as `name`.json and exports it at `fps` with
    /// `flags`: the scene file's path, the Lottie bytes and their layers.
    static func export(scene: String, name: String, fps: Int, flags: [String] = [], in dir: URL,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> (input: String, data: Data, layers: [[String: Any]]) {
        let input = dir.appendingPathComponent(name + ".json")
        try Data(scene.utf8).write(to: input)
        let json = dir.appendingPathComponent("anim.json")
        let r = try CLIRunner.run(["export", input.path, "--fps", "\(fps)"] + flags + ["-q", "-o", json.path])
        #expect(r.status == 0, "\(r.stderr)", sourceLocation: sourceLocation)
        let data = try Data(contentsOf: json)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
        return (input.path, data, try #require(document["layers"] as? [[String: Any]], sourceLocation: sourceLocation))
    }

    /// The stride that compares at most `limit` frames of the loop, evenly spaced.
    func stride(atMost limit: Int) -> Int { max(1, (count + limit - 1) / limit) }

    /// spinnergen's frame `f` and rlottie's, at most `limit` of them evenly spaced.
    func frames(atMost limit: Int) throws -> [(Int, PixelBuffer, PixelBuffer)] {
        try Swift.stride(from: 0, to: count, by: stride(atMost: limit)).map { f in
            let ours = try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", f))
            #expect(ours.width == width && ours.height == height)
            return (f, ours, player.render(f, width: ours.width, height: ours.height))
        }
    }
}
