#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerAnimation

/// Walks one node of the presented tree through every sample of the timeline (`nodes[k]` is
/// the node at sample k) and appends its Lottie layers in drawing order (bottom first).
struct LottieLayerBuilder {
    let frameCount: Int
    /// Turns each property's values at the samples into keyframes.
    let tracks: LottieTrack
    /// The composition's size in points: a precomposition shows that much of its asset.
    let size: (w: Int, h: Int)
    /// The layer list being built: the document's, or a precomposition's while one is built.
    private(set) var layers: [LottieLayer] = []
    private(set) var sampled: [String] = []
    private(set) var notes: [String] = []
    private(set) var assets: [LottieAsset] = []
    /// The layers in 3D written as their projected shapes (`PresentedNode.isProjected`).
    private(set) var projectedLayers: [String] = []
    /// PNG bytes of an image, for image contents; nil leaves images out.
    let imageData: (@Sendable (PixelBuffer) -> [UInt8]?)?
    let options: LottieExportOptions
    private var baked = LottieBaked()
    var bakedTrims: [String] { baked.trims }
    var outlinedStrokes: [String] { baked.outlines }
    /// How much the node being built is magnified into the composition at each sample (its
    /// superlayers' largest stretch times its own): an outline's tolerance is in its units.
    private var scales: [Double]
    /// The nulls from the root down to the node being built: a precomposition repeats them, so
    /// that its asset's space is the document's and its `w` × `h` clips nothing visible.
    private var ancestors: [LottieLayer] = []
    private var imageCount = 0, precompositionCount = 0
    /// How many translucent precompositions the layers being built are inside.
    private var precomposed = 0

    init(tracks: LottieTrack, size: (w: Int, h: Int), options: LottieExportOptions, imageData: (@Sendable (PixelBuffer) -> [UInt8]?)?) {
        self.tracks = tracks
        frameCount = tracks.timeline.frameCount
        self.size = size
        self.options = options
        self.imageData = imageData
        scales = Array(repeating: 1, count: tracks.timeline.frames.count)
    }

    /// With a `factor` other than 1, a null that magnifies the whole tree by it (`LottieCanvas`),
    /// which precompositions repeat too; its index, else nil.
    mutating func addRootScale(_ factor: Int, frameCount: Int) -> Int? {
        guard factor != 1 else { return nil }
        let percent = Double(factor) * 100
        let null = LottieLayer(type: .null, name: "canvas.scale", index: layers.count + 1, parent: nil,
                               transform: LottieTransform(scale: .fixed([percent, percent])), inFrame: 0, outFrame: Double(frameCount))
        layers.append(null)
        ancestors.append(null)
        scales = scales.map { $0 * Double(factor) }
        return null.index
    }

    /// A mask in the current node's coordinates: its mode and its contour at every frame.
    struct MaskTrack {
        let name: String
        let mode: LottieMaskMode
        var contours: [LottieBezier]
    }

    mutating func add(_ nodes: [PresentedNode], parent: Int?, opacity inherited: [Double], masks inheritedMasks: [MaskTrack]) {
        let opacity = zip(inherited, nodes.map(\.opacity)).map { $0 * $1 }
        if Self.composesAsGroup(nodes) {
            addPrecomposition(nodes, opacity: opacity, masks: inheritedMasks)
        } else {
            addLayer(nodes, parent: parent, opacity: opacity, masks: inheritedMasks)
        }
    }

    /// Whether Core Animation composites the node with its sublayers as one group at some frame
    /// (`allowsGroupOpacity`): an opacity below 1 over more than one drawing, as
    /// `LayerRenderer` groups it. One drawing alone composites the same with its own opacity.
    /// A blend mode blends the node as one group with what is behind it: a precomposition with
    /// that `bm`.
    static func composesAsGroup(_ nodes: [PresentedNode]) -> Bool {
        nodes.contains { $0.opacity < 1 && ($0.below.count + $0.above.count > 1 || !$0.children.isEmpty) || $0.blendMode != .normal }
    }

    /// The node as a precomposition layer carrying its opacity, which players composite as one
    /// group: its asset repeats the ancestors' nulls and then holds the node's layers at full
    /// opacity.
    private mutating func addPrecomposition(_ nodes: [PresentedNode], opacity: [Double], masks: [MaskTrack]) {
        let outer = layers
        layers = []
        var parent: Int?
        for null in ancestors {
            var copy = null
            copy.index = layers.count + 1
            copy.parent = parent
            layers.append(copy)
            parent = copy.index
        }
        precomposed += 1
        addLayer(nodes, parent: parent, opacity: nodes.map { _ in 1 }, masks: masks)
        precomposed -= 1
        precompositionCount += 1
        let id = "comp\(precompositionCount)"
        assets.append(.precomposition(LottiePrecomposition(id: id, layers: layers.reversed())))
        layers = outer
        let name = nodes[0].name
        let (o, isSampled) = LottieOpacity.property(opacity, tracks: tracks, exact: precomposed > 0)
        if isSampled { sampled.append(name + ".opacity") }
        var precomposition = LottieLayer(type: .precomposition, name: name, index: layers.count + 1, parent: nil, transform: LottieTransform(opacity: o),
                                         inFrame: 0, outFrame: Double(frameCount), assetID: id, width: size.w, height: size.h)
        precomposition.blendMode = nodes[0].blendMode.lottieIndex
        layers.append(precomposition)
    }

    /// The node as a null carrying its placement, its drawings as layers parented to it, then
    /// its sublayers; `opacity` (its own times its superlayers') multiplies into its drawings.
    private mutating func addLayer(_ nodes: [PresentedNode], parent: Int?, opacity: [Double], masks inheritedMasks: [MaskTrack]) {
        let name = nodes[0].name
        if nodes[0].isProjected {
            projectedLayers.append(name)
            for text in nodes.flatMap({ $0.projectionNotes ?? [] }) { note("\(name): \(text)") }
        }
        if nodes.contains(where: \.castsShadow) { note("\(name): its shadow is left out (not written to Lottie yet)") }
        let placement = LottiePlacement(nodes)
        let depth = ancestors.count
        let outerScales = scales
        scales = zip(scales, nodes).map { $0 * $1.layerToParent.maxScale }
        defer {
            ancestors.removeLast(ancestors.count - depth)
            scales = outerScales
        }
        let outer = shearNull(placement, name: name, parent: parent, keepsAsAncestor: true)
        let ind = layers.count + 1
        let null = LottieLayer(type: .null, name: name, index: ind, parent: outer, transform: placement.transform(name, tracks, &sampled),
                               inFrame: 0, outFrame: Double(frameCount))
        layers.append(null)
        ancestors.append(null)
        var masks = inheritedMasks
        if nodes[0].clip != nil {
            masks += maskTracks(name: name + ".masksToBounds", nodes.map { [LottieContent(path: $0.clip ?? Path(), fillRule: .nonZero)] },
                                first: masks.isEmpty)
        }
        if !nodes[0].mask.isEmpty {
            let contents = nodes.map { node in
                node.mask.flatMap { m in (m.below + m.above).compactMap { item -> LottieContent? in
                    guard case .fill(let rule) = item.style else { return nil }
                    return LottieContent(path: item.path.applying(m.layerToParent), fillRule: rule)
                } }
            }
            if nodes[0].masksByLuminance {
                note("\(name): its mask masks by luminance, written as masking by the mask's shapes")
            }
            if nodes[0].mask.contains(where: { !$0.children.isEmpty }) {
                note("\(name): only the mask layer's own fills mask it, not its sublayers")
            }
            masks += maskTracks(name: name + ".mask", contents, first: masks.isEmpty, inverted: nodes[0].invertsMask)
        }
        addContent(nodes.map(\.below), name: name, parent: ind, opacity: opacity, masks: masks)
        for k in nodes[0].children.indices {
            let children = nodes.map { $0.children[k] }
            let toChild = children.map { $0.layerToParent.inverted() ?? AffineTransform(scaleX: 0, y: 0) }
            let childMasks = masks.map { m in
                MaskTrack(name: m.name, mode: m.mode, contours: zip(m.contours, toChild).map { $0.applying($1) })
            }
            add(children, parent: ind, opacity: opacity, masks: childMasks)
        }
        addContent(nodes.map(\.above), name: name + ".border", parent: ind, opacity: opacity, masks: masks)
    }

    /// A node's contents at every frame, if it draws anything at any frame: runs of shapes as
    /// shape layers, each image as an image layer, bottom first.
    private mutating func addContent(_ items: [[LayerContent]], name: String, parent: Int, opacity: [Double], masks unsimplified: [MaskTrack]) {
        let masks = clipMasks(unsimplified, name: name)
        let lottieMasks = masks.map { m in LottieMask(name: m.name, mode: m.mode, path: tracks.property(m.contours.map(\.rounded)).property) }
        var run: [LottieShape] = []
        func layerOpacity(_ present: [Bool]) -> LottieProperty<LottieScalar> {
            let (o, isSampled) = LottieOpacity.property(zip(opacity, present).map { $1 ? $0 : 0 }, tracks: tracks, exact: precomposed > 0)
            if isSampled { sampled.append(name + ".opacity") }
            return o
        }
        func flush() {
            guard !run.isEmpty else { return }
            layers.append(LottieLayer(type: .shape, name: name, index: layers.count + 1, parent: parent,
                                      transform: LottieTransform(opacity: layerOpacity(opacity.map { _ in true })),
                                      inFrame: 0, outFrame: Double(frameCount), masks: lottieMasks, shapes: run.reversed()))
            run = []
        }
        for slot in LottieSlot.slots(items) {
            if let image = slot.image, let png = imageData?(image) {
                flush()
                imageCount += 1
                let id = "image\(imageCount)"
                assets.append(.image(LottieImageAsset(id: id, width: image.width, height: image.height, png: png)))
                let placements = slot.imageTransforms
                let placement = LottiePlacement(placements)
                let outer = shearNull(placement, name: name + ".contents", parent: parent, keepsAsAncestor: false)
                var ks = placement.transform(name + ".contents", tracks, &sampled)
                ks.opacity = layerOpacity(slot.items.map { $0 != nil })
                // An image layer's masks are in its own space: the image's pixels.
                let toImage = placements.map { $0.inverted() ?? AffineTransform(scaleX: 0, y: 0) }
                let imageMasks = masks.map { m in
                    LottieMask(name: m.name, mode: m.mode, path: tracks.property(zip(m.contours, toImage).map { $0.applying($1).rounded }).property)
                }
                layers.append(LottieLayer(type: .image, name: name + ".contents", index: layers.count + 1, parent: outer, transform: ks,
                                          inFrame: 0, outFrame: Double(frameCount), masks: imageMasks, assetID: id))
            } else if LottieConicWedges.gradients(slot.items).contains(where: { $0 != nil }) {
                flush()
                addConic(slot, name: name, parent: parent, opacity: layerOpacity(slot.items.map { $0 != nil }), masks: masks)
            } else if let group = slot.group(name: name, tracks: tracks, options: options, outlineTolerance: outlineTolerance,
                                             sampled: &sampled, notes: &notes, baked: &baked) {
                run.append(.group(group))
            }
        }
        flush()
    }

    /// An outline's tolerance in the current node's units: `LottieStrokeOutline.tolerance`
    /// pixels at its reference size, where the node is magnified most.
    private var outlineTolerance: Double {
        let pixelsPerPoint = LottieStrokeOutline.referencePixels / Double(max(size.w, size.h, 1))
        let scale = scales.filter(\.isFinite).max() ?? 1
        return LottieStrokeOutline.tolerance / (pixelsPerPoint * max(scale, 1e-6))
    }

    /// A conic gradient fill as a shape layer of its own: wedges of flat colour (see
    /// `LottieConicWedges`) masked by the fill's contours, within the node's masks.
    private mutating func addConic(_ slot: LottieSlot, name: String, parent: Int, opacity: LottieProperty<LottieScalar>, masks: [MaskTrack]) {
        let found = LottieConicWedges.gradients(slot.items)
        // Where absent, the wedges keep the nearest present gradient (the layer is at zero opacity).
        var last = found.compactMap { $0 }[0]
        let gradients = found.map { g -> Gradient in
            if let g { last = g }
            return last
        }
        let contents = slot.items.map { item -> [LottieContent] in
            guard let item, case .fill(let rule) = item.style else { return [] }
            return [LottieContent(path: item.path, fillRule: rule)]
        }
        let shape = maskTracks(name: name + "." + slot.key, contents, first: masks.isEmpty)
        let lottieMasks = clipMasks(masks + shape, name: name).map { m in LottieMask(name: m.name, mode: m.mode, path: tracks.property(m.contours.map(\.rounded)).property) }
        var isSampled = false
        func track<V: LottieSampled>(_ values: [V]) -> LottieProperty<V> {
            let (p, s) = tracks.property(values)
            isSampled = isSampled || s
            return p
        }
        let wedges = LottieConicWedges.wedges(gradients, paths: slot.items.compactMap { $0?.path }, track: track, colour: track, opacity: track)
        if isSampled { sampled.append(name + ".colors") }
        layers.append(LottieLayer(type: .shape, name: name + ".conic", index: layers.count + 1, parent: parent, transform: LottieTransform(opacity: opacity),
                                  inFrame: 0, outFrame: Double(frameCount), masks: lottieMasks, shapes: wedges.reversed()))
    }

    /// For a sheared placement, appends the null that scales and turns it (see
    /// `LottiePlacement`) and returns its index, else returns `parent`. `keepsAsAncestor` keeps
    /// it for the precompositions below to repeat.
    private mutating func shearNull(_ placement: LottiePlacement, name: String, parent: Int?, keepsAsAncestor: Bool) -> Int? {
        guard let ks = placement.shearTransform(name, tracks, &sampled) else { return parent }
        let null = LottieLayer(type: .null, name: name + ".shear", index: layers.count + 1, parent: parent, transform: ks, inFrame: 0, outFrame: Double(frameCount))
        layers.append(null)
        if keepsAsAncestor { ancestors.append(null) }
        return null.index
    }

    /// Masks from fills at every frame: each contour of a non-zero fill adds (or intersects,
    /// when other masks come first); an even-odd fill's later contours are holes.
    /// `inverted` (`Layer.invertsMask`): each contour subtracts, so the layer shows where the
    /// mask is not (a first mask that subtracts starts from the whole layer); an even-odd hole
    /// then adds back, exact when no earlier mask clips the layer.
    private func maskTracks(name: String, _ frames: [[LottieContent]], first: Bool, inverted: Bool = false) -> [MaskTrack] {
        let perFrame: [[(mode: LottieMaskMode, contour: LottieBezier)]] = frames.map { contents in
            var out: [(LottieMaskMode, LottieBezier)] = []
            for content in contents {
                for (k, contour) in LottieBezier.contours(of: content.path).enumerated() {
                    let hole = content.fillRule == .evenOdd && k > 0
                    if inverted {
                        out.append((hole ? .add : .subtract, contour))
                    } else {
                        out.append((hole ? .subtract : (out.isEmpty && !first ? .intersect : .add), contour))
                    }
                }
            }
            return out
        }
        let count = perFrame.map(\.count).max() ?? 0
        let modes = (0..<count).map { k in perFrame.first { $0.count > k }![k].mode }
        // One vertex count per mask at every frame (lottie-web blends path keyframes vertex
        // by vertex and draws nothing between keyframes whose counts differ): a frame with
        // fewer contours (a mask of zero width) masks with a closed contour of one point
        // repeated, which masks nothing (`LottieContourSlots`).
        let columns = LottieContourSlots.columns(perFrame.map { frame in
            Dictionary(uniqueKeysWithValues: frame.enumerated().map { ($0, $1.contour) })
        }) { _ in true }
        return (0..<count).map { k in MaskTrack(name: name, mode: modes[k], contours: columns.map { $0[k] }) }
    }

    /// The masks a drawing is clipped by, an add-then-intersect pair where one contains the
    /// other written as the inner one alone (`LottieMaskIntersection`); an intersection left
    /// is noted, as lottie-web's canvas renderer clips to the union of a layer's masks.
    private mutating func clipMasks(_ masks: [MaskTrack], name: String) -> [MaskTrack] {
        let out = LottieMaskIntersection.simplified(masks)
        if out.contains(where: { $0.mode != .add }) {
            note("\(name): clipped by masks that intersect or subtract, which lottie-web's canvas renderer joins as a union")
        }
        return out
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}

/// A filled path of a mask.
struct LottieContent {
    let path: Path
    let fillRule: FillRule
}

extension LottieBezier {
    /// A closed contour of one point: draws and masks nothing.
    static let empty = LottieBezier(closed: true, vertices: [.zero], inTangents: [.zero], outTangents: [.zero])
}
