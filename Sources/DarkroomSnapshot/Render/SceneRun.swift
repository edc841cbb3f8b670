import DarkroomLayout

/// Lays variants out without painting them, on `jobs` threads, each with its own worker, and
/// hands each Scene to `inspect` (audits read Scenes, not pixels). Results come back in the
/// variants' order, whichever thread made them, so output built from them is deterministic.
public enum SceneRun {
    public static func map<Result>(_ variants: [Variant], context: RenderContext, jobs: Int,
                                   shouldStop: @escaping () -> Bool = { false },
                                   inspect: @escaping (SnapshotWorker, Variant, Scene) throws -> Result) throws -> [Result] {
        try ParallelRunner.map(count: variants.count, workers: jobs,
                               makeState: { SnapshotWorker(context: context) },
                               job: { worker, index in
                                   let variant = variants[index]
                                   return try inspect(worker, variant, worker.scene(for: variant))
                               },
                               shouldStop: shouldStop)
    }
}
