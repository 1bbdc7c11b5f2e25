<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionGroup</name>
    <message>
        <source>Standard Actions</source>
        <extracomment>Group ids of the bundled rulesets, as menu titles.</extracomment>
        <translation>标准动作</translation>
    </message>
    <message>
        <source>Move Actions</source>
        <translation>移动动作</translation>
    </message>
    <message>
        <source>Swift Actions</source>
        <translation>迅捷动作</translation>
    </message>
    <message>
        <source>Full-Round Actions</source>
        <translation>整轮动作</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>反应</translation>
    </message>
    <message>
        <source>Slow Actions</source>
        <translation>慢速动作</translation>
    </message>
    <message>
        <source>Fast Actions</source>
        <translation>快速动作</translation>
    </message>
    <message>
        <source>Free Actions</source>
        <translation>自由动作</translation>
    </message>
    <message>
        <source>Maneuvers</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>攻击</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>专注</translation>
    </message>
    <message>
        <source>Interact</source>
        <translation>互动</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支援</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
</context>
<context>
    <name>ActionMenu</name>
    <message>
        <source>Drag {name} to where it goes.</source>
        <extracomment>The options form of the action being taken, while it is open (see `take`). A refusal only for want of an option the form asks (&quot;face_required&quot;: choose a facing).</extracomment>
        <translation>把{name}拖到要去的位置。</translation>
    </message>
</context>
<context>
    <name>AreaTemplateDialog</name>
    <message>
        <source>Place Area Template</source>
        <translation>放置范围模板</translation>
    </message>
    <message>
        <source>Circle (burst)</source>
        <translation>圆形（爆发）</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>锥形</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
    <message>
        <source> degrees</source>
        <translation> 度</translation>
    </message>
    <message>
        <source>Show on the &amp;Player View</source>
        <translation>在玩家视图中显示(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>形状(&amp;S)</translation>
    </message>
    <message>
        <source>Si&amp;ze (radius, length or side)</source>
        <translation>大小（半径、长度或边长）(&amp;Z)</translation>
    </message>
    <message>
        <source>&amp;Angle</source>
        <translation>角度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>宽度(&amp;W)</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {error}. Save by hand to keep your work.</source>
        <extracomment>How long after the last change the autosave is written (ms): after a burst, once.</extracomment>
        <translation>自动保存失败：{error}。请手动保存以保留您的进度。</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <extracomment>The dialog&apos;s result when the GM asks to align the picture by hand.</extracomment>
        <translation>背景图片</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>图片(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pixels per cell</source>
        <translation>每格像素(&amp;P)</translation>
    </message>
    <message>
        <source>Offset &amp;across (cells)</source>
        <translation>横向偏移(&amp;A)（格）</translation>
    </message>
    <message>
        <source>Offset &amp;down (cells)</source>
        <translation>纵向偏移(&amp;D)（格）</translation>
    </message>
    <message>
        <source>&amp;Opacity</source>
        <translation>不透明度(&amp;O)</translation>
    </message>
    <message>
        <source>Align by &amp;Hand</source>
        <translation>手动对齐(&amp;H)</translation>
    </message>
    <message>
        <source>Drag the picture into place on the map, and scale it by two points</source>
        <translation>在地图上把图片拖到位，并按两点缩放</translation>
    </message>
    <message>
        <source>Images ({formats})</source>
        <translation>图片 ({formats})</translation>
    </message>
    <message>
        <source>{path} is not an image this system can read</source>
        <translation>{path} 不是本系统能读取的图片</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>（无文件）</translation>
    </message>
</context>
<context>
    <name>CellStatus</name>
    <message>
        <source>partial</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>松散</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>密集</translation>
    </message>
    <message>
        <source>cover: {cover}</source>
        <translation>掩护：{cover}</translation>
    </message>
    <message>
        <source>crowd: {n} ({density})</source>
        <translation>密度：{n}（{density}）</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <source>The computer is playing: Escape takes over this turn.</source>
        <extracomment>The paces a player may choose, in milliseconds between two steps; None: only by hand. The turn (round, token) a person took over with Escape: the computer leaves it alone. The status bar message the computer last showed (cleared when its turn is over).</extracomment>
        <translation>电脑正在行动：按 Escape 接管这一回合。</translation>
    </message>
    <message>
        <source>The computer&apos;s move: Battle &gt; Computer &gt; Play One Step, or Escape to play it yourself.</source>
        <translation>轮到电脑：战斗 &gt; 电脑 &gt; 走一步，或按 Escape 自己来走。</translation>
    </message>
    <message>
        <source>You play this turn: the computer plays its side again from its next turn.</source>
        <translation>这一回合由你来走：从下一回合起电脑继续操控它的阵营。</translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>bleeding</source>
        <extracomment>Every condition id the bundled systems set (context &quot;Conditions&quot;).</extracomment>
        <translation>流血</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>失明</translation>
    </message>
    <message>
        <source>blinded</source>
        <translation>目盲</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>bull_rushing</source>
        <translation>冲撞中</translation>
    </message>
    <message>
        <source>burning</source>
        <translation>燃烧</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>冲锋中</translation>
    </message>
    <message>
        <source>climbing</source>
        <translation>攀爬中</translation>
    </message>
    <message>
        <source>critical_injury</source>
        <translation>重伤</translation>
    </message>
    <message>
        <source>dazed</source>
        <translation>眩晕</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>瘫痪</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>濒死</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>已挣脱</translation>
    </message>
    <message>
        <source>flat_footed</source>
        <translation>措手不及</translation>
    </message>
    <message>
        <source>grappled</source>
        <translation>被擒抱</translation>
    </message>
    <message>
        <source>helpless</source>
        <translation>无助</translation>
    </message>
    <message>
        <source>immobilized</source>
        <translation>无法移动</translation>
    </message>
    <message>
        <source>knocked_down</source>
        <translation>被击倒</translation>
    </message>
    <message>
        <source>light_wound</source>
        <translation>轻伤</translation>
    </message>
    <message>
        <source>mental_critical_injury</source>
        <translation>精神重创</translation>
    </message>
    <message>
        <source>missed_attack</source>
        <translation>攻击落空</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>骑乘</translation>
    </message>
    <message>
        <source>paralyzed</source>
        <translation>麻痹</translation>
    </message>
    <message>
        <source>robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>震慑</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>被突袭</translation>
    </message>
    <message>
        <source>total_defence</source>
        <translation>全力防御</translation>
    </message>
    <message>
        <source>total_defense</source>
        <translation>全力防御</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>昏迷</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未被看见</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>受伤</translation>
    </message>
</context>
<context>
    <name>ContextMenu</name>
    <message>
        <source>Bring to Front</source>
        <translation>移到最上层</translation>
    </message>
    <message>
        <source>Attack {target} with {attacker}...</source>
        <translation>用{attacker}攻击{target}...</translation>
    </message>
    <message>
        <source>Aim an Attack from {name}...</source>
        <translation>从{name}瞄准攻击...</translation>
    </message>
    <message>
        <source>Edit Note...</source>
        <translation>编辑备注...</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>删除备注</translation>
    </message>
    <message>
        <source>Delete Drawing</source>
        <translation>删除绘图</translation>
    </message>
    <message>
        <source>Add Note Here...</source>
        <translation>在此添加备注...</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>对玩家显示</translation>
    </message>
    <message>
        <source>Hide from Players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <source>GM Move {name}...</source>
        <translation>GM 移动 {name}...</translation>
    </message>
    <message>
        <source>Edit {name}...</source>
        <translation>编辑{name}...</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>复制{name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>删除{name}</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Refresh What {name} Spent</source>
        <translation>恢复 {name} 本回合的消耗</translation>
    </message>
    <message>
        <source>Place Token</source>
        <translation>放置标记</translation>
    </message>
    <message>
        <source>Paint Terrain</source>
        <translation>绘制地形</translation>
    </message>
    <message>
        <source>Open Door</source>
        <translation>开门</translation>
    </message>
    <message>
        <source>Close Door</source>
        <translation>关门</translation>
    </message>
    <message>
        <source>Add Door on Edge</source>
        <translation>在边上加门</translation>
    </message>
    <message>
        <source>Open Door on Edge</source>
        <translation>打开边上的门</translation>
    </message>
    <message>
        <source>Close Door on Edge</source>
        <translation>关上边上的门</translation>
    </message>
    <message>
        <source>Delete Wall Segment</source>
        <translation>删除墙段</translation>
    </message>
    <message>
        <source>Add to Zone</source>
        <translation>加入区域</translation>
    </message>
    <message>
        <source>Remove from Zone {zone}</source>
        <translation>从区域{zone}移除</translation>
    </message>
    <message>
        <source>{shape} {size} at {cell}</source>
        <translation>{cell}的{shape} {size}</translation>
    </message>
    <message>
        <source>Remove Template: {template}</source>
        <translation>移除模板：{template}</translation>
    </message>
    <message>
        <source>Circle</source>
        <extracomment>Each template shape as a menu names it (translated when the menu is built).</extracomment>
        <translation>圆形</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>锥形</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
</context>
<context>
    <name>Cost</name>
    <message>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>{n} standard</source>
        <translation>标准 ×{n}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>{n} move</source>
        <translation>移动 ×{n}</translation>
    </message>
    <message>
        <source>swift</source>
        <translation>迅捷</translation>
    </message>
    <message>
        <source>{n} swift</source>
        <translation>迅捷 ×{n}</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <source>{n} slow</source>
        <translation>慢速 ×{n}</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>{n} fast</source>
        <translation>快速 ×{n}</translation>
    </message>
    <message>
        <source>{n} square</source>
        <extracomment>Between the parts of a cost (&quot;standard + reaction&quot;). Ruleset movement and grid units: (one, several); other units read as `document.log.amount` writes them.</extracomment>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} 英尺</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} 码</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} 米</translation>
    </message>
    <message>
        <source>full-round</source>
        <translation>整轮</translation>
    </message>
    <message>
        <source>1 maneuver</source>
        <translation>1 次行动</translation>
    </message>
    <message>
        <source>{n} maneuver</source>
        <translation>{n} 次行动</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>反应</translation>
    </message>
    <message>
        <source>{n} reactions</source>
        <translation>反应 ×{n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>自由</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} 行动点</translation>
    </message>
    <message>
        <source>{actions}, {movement}</source>
        <translation>{actions}，{movement}</translation>
    </message>
    <message>
        <source>weapon {field}</source>
        <translation>武器的 {field}</translation>
    </message>
    <message>
        <source>{cost} from next turn</source>
        <translation>{cost}（由下一回合支付）</translation>
    </message>
</context>
<context>
    <name>Defence</name>
    <message>
        <source>Dodge</source>
        <extracomment>Every defence name the bundled systems write.</extracomment>
        <translation>闪避</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>招架</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>格挡</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>强韧</translation>
    </message>
    <message>
        <source>grapple check</source>
        <translation>擒抱检定</translation>
    </message>
    <message>
        <source>Dodge of the {item}</source>
        <translation>{item}的闪避</translation>
    </message>
    <message>
        <source>{first}, then {second}</source>
        <translation>{first}，然后{second}</translation>
    </message>
</context>
<context>
    <name>DragOverlay</name>
    <message>
        <source>GM move: no rules</source>
        <extracomment>Alpha of the reach bands: cheapest third darkest, last third faintest. True from a drag&apos;s first preview to its end (a prepared drag is built but not shown).</extracomment>
        <translation>GM 移动：不按规则</translation>
    </message>
    <message>
        <source>Cannot move: {why}</source>
        <translation>不能移动：{why}</translation>
    </message>
    <message>
        <source>{action} ({cost}): a double move</source>
        <translation>{action}（{cost}）：双倍移动</translation>
    </message>
    <message>
        <source>{action} ({cost}): minimum movement</source>
        <translation>{action}（{cost}）：最低移动</translation>
    </message>
    <message>
        <source>{action} ({cost})</source>
        <translation>{action}（{cost}）</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to {name} first?</source>
        <translation>先保存对{name}的更改吗？</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json *.toml);;All files (*)</source>
        <translation>Battlemap 场景 (*.json *.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Battlemap 场景 (*.json)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Export the GM view as an image</source>
        <translation>将 GM 视图导出为图片</translation>
    </message>
    <message>
        <source>Export the Player View as an image</source>
        <translation>将玩家视图导出为图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Cannot export image</source>
        <translation>无法导出图片</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Exported the GM view to {path}</source>
        <translation>GM 视图已导出到 {path}</translation>
    </message>
    <message>
        <source>Exported the Player View to {path}</source>
        <translation>玩家视图已导出到 {path}</translation>
    </message>
</context>
<context>
    <name>Fog</name>
    <message>
        <source>Working out what the side sees...</source>
        <extracomment>How often the window looks at the worker&apos;s progress, in ms. The progress dialog while a long warm-up runs (None otherwise).</extracomment>
        <translation>正在计算该阵营的视野……</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>战争迷雾</translation>
    </message>
</context>
<context>
    <name>Fonts</name>
    <message>
        <source>Chinese is shown in Battlemap&apos;s own font: names you type may need a Chinese font installed on the system.</source>
        <extracomment>Each Chinese interface language&apos;s subset (under assets/), and the script (writing system) it is for. Set in settings.ini once the window has said that typed names may need a system font. The tags a family&apos;s name carries for each language&apos;s regional forms, best first (Noto Sans CJK SC, Source Han Sans TC, ...). Without one, fontconfig often picks the Japanese forms.</extracomment>
        <translation>中文以 Battlemap 自带字体显示：您输入的名称可能需要系统安装中文字体。</translation>
    </message>
    <message>
        <source>Names you type may need a system Chinese font</source>
        <translation>您输入的名称可能需要系统中文字体</translation>
    </message>
</context>
<context>
    <name>GmMarks</name>
    <message>
        <source>Mine being laid by {name} at {cell}: it arms at the end of {name}&apos;s turn (GM only)</source>
        <extracomment>Over the tokens (10-11) and their badges, under the drag&apos;s ghost and path.</extracomment>
        <translation>{name} 正在 {cell} 布置地雷：将在 {name} 的回合结束时启动（仅 GM 可见）</translation>
    </message>
    <message>
        <source>Armed mine of {name} at {cell} (GM only)</source>
        <translation>{name} 在 {cell} 的已启动地雷（仅 GM 可见）</translation>
    </message>
    <message>
        <source>{kind} of {name} at {cell} (GM only)</source>
        <translation>{name} 在 {cell} 的{kind}（仅 GM 可见）</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>HP</source>
        <translation>生命值</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>疲劳值</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>reeling</source>
        <extracomment>State words that are no condition of their own (the others read as conditions).</extracomment>
        <translation>踉跄</translation>
    </message>
    <message>
        <source>collapsing</source>
        <translation>濒临倒下</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>未受伤</translation>
    </message>
    <message>
        <source>injury (HP lost)</source>
        <extracomment>Counts a system keeps on a token that the GM may set (the Inspector&apos;s Counts), by key.</extracomment>
        <translation>伤势（失去的生命值）</translation>
    </message>
    <message>
        <source>fatigue (FP lost)</source>
        <translation>疲劳（失去的疲劳值）</translation>
    </message>
    <message>
        <source>initiative total</source>
        <translation>先攻总值</translation>
    </message>
    <message>
        <source>{name} {current}/{maximum}</source>
        <extracomment>&quot;HP 7/11&quot;, &quot;damage 3/4&quot;.</extracomment>
        <translation>{name} {current}/{maximum}</translation>
    </message>
    <message>
        <source>{meters} ({words})</source>
        <extracomment>&quot;HP 7/11 (reeling)&quot;.</extracomment>
        <translation>{meters}（{words}）</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Drag a token</source>
        <translation>拖动标记</translation>
    </message>
    <message>
        <source>moves it by the rules: its path, the cost and who reacts show before the drop</source>
        <translation>按规则移动：松手前先显示路径、消耗和谁会反应</translation>
    </message>
    <message>
        <source>Shift + drag a token</source>
        <translation>Shift + 拖动标记</translation>
    </message>
    <message>
        <source>a freehand path</source>
        <translation>手绘路径</translation>
    </message>
    <message>
        <source>Ctrl + drag a token</source>
        <translation>Ctrl + 拖动标记</translation>
    </message>
    <message>
        <source>the GM&apos;s move: anywhere it can stand, no rules</source>
        <translation>主持人移动：可放到任何能站立的地方，不按规则</translation>
    </message>
    <message>
        <source>Right-click a token or a cell</source>
        <translation>右键点击标记或格子</translation>
    </message>
    <message>
        <source>its actions, or the cell&apos;s terrain, doors, zones and new tokens</source>
        <translation>标记的行动，或格子的地形、门、区域和新标记</translation>
    </message>
    <message>
        <source>Click a target while targeting</source>
        <translation>瞄准时点击目标</translation>
    </message>
    <message>
        <source>rolls the attack</source>
        <translation>掷攻击骰</translation>
    </message>
    <message>
        <source>Ctrl + click while targeting</source>
        <translation>瞄准时 Ctrl + 点击</translation>
    </message>
    <message>
        <source>adds or removes a further target</source>
        <translation>增加或移除额外目标</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>cancels a drag, targeting or a drawing mode</source>
        <translation>取消拖动、瞄准或绘制模式</translation>
    </message>
    <message>
        <source>Middle button, or Space + drag</source>
        <translation>中键，或空格 + 拖动</translation>
    </message>
    <message>
        <source>pans the map</source>
        <translation>平移地图</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>pan the map</source>
        <translation>平移地图</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>鼠标滚轮</translation>
    </message>
    <message>
        <source>zooms in and out</source>
        <translation>放大和缩小</translation>
    </message>
    <message>
        <source>Drag a wall&apos;s end</source>
        <translation>拖动墙的端点</translation>
    </message>
    <message>
        <source>moves it, snapped to a cell corner when near one</source>
        <translation>移动端点，靠近格子角时吸附到角上</translation>
    </message>
    <message>
        <source>Click a wall</source>
        <translation>单击墙</translation>
    </message>
    <message>
        <source>selects it (Delete deletes it)</source>
        <translation>选中它（按 Delete 删除）</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>deletes the selected token or wall</source>
        <translation>删除选中的标记或墙</translation>
    </message>
    <message>
        <source>Drag while aligning the background</source>
        <translation>对齐背景时拖动</translation>
    </message>
    <message>
        <source>moves the picture; after Scale by Two Points, drops a point of it on a grid corner</source>
        <translation>移动图片；选择“按两点缩放”后，把图片上的一点放到网格角上</translation>
    </message>
    <message>
        <source>Enter while aligning the background</source>
        <translation>对齐背景时按 Enter</translation>
    </message>
    <message>
        <source>keeps the picture where it is (Escape puts it back)</source>
        <translation>把图片留在当前位置（Escape 放回原处）</translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>键盘与鼠标</translation>
    </message>
    <message>
        <source>Keys or mouse</source>
        <translation>按键或鼠标</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>In the Window (README)</source>
        <translation>窗口操作（README）</translation>
    </message>
    <message>
        <source>The README is not installed with this copy of Battlemap.</source>
        <translation>此份 Battlemap 没有附带 README。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;A battle map that knows the rules: GURPS 4e, the Year Zero Engine, d20 mass combat and a Fallout d100 ruleset, judged at every step of a move.&lt;/p&gt;&lt;p&gt;MIT licence. Qt {qt} through PySide6. The bundled Chinese font is a subset of Noto Sans CJK (SIL Open Font Licence).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;懂规则的战斗地图：GURPS 第四版、Year Zero Engine、d20 群战规则和 Fallout d100 规则，移动的每一步都按规则判定。&lt;/p&gt;&lt;p&gt;MIT 许可证。通过 PySide6 使用 Qt {qt}。内置中文字体是 Noto Sans CJK 的子集（SIL 开放字体许可证）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Battlemap</source>
        <translation>关于 Battlemap</translation>
    </message>
</context>
<context>
    <name>ImportMap</name>
    <message>
        <source>Import Map</source>
        <translation>导入地图</translation>
    </message>
    <message>
        <source>Save the Imported Battle</source>
        <translation>保存导入的战斗</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Battlemap 场景 (*.json)</translation>
    </message>
    <message>
        <source>Cannot import the map</source>
        <translation>无法导入地图</translation>
    </message>
    <message>
        <source>Maps (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</source>
        <translation>地图 (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation>Universal VTT 地图 (*.dd2vtt *.df2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json)</source>
        <translation>Tiled 地图 (*.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>{name} is not a map Battlemap imports: a Universal VTT file or a Tiled map.</source>
        <translation>{name} 不是 Battlemap 可导入的地图：应为 Universal VTT 文件或 Tiled 地图。</translation>
    </message>
    <message>
        <source>Save the battle under another name: it would overwrite the map.</source>
        <translation>请用另一个名称保存战斗：否则会覆盖地图。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>Play the map by the ruleset:</source>
        <translation>这张地图使用的规则集：</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <source>melee</source>
        <extracomment>Weapon kinds as the Inspector names them.</extracomment>
        <translation>近战</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>远程</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>投掷</translation>
    </message>
    <message>
        <source>Inspector</source>
        <extracomment>Item data role holding the stat key of an editable stat row. The item data role of a count row (an integer the system keeps on the token: Year Zero damage). The item data role holding any child row&apos;s key (what `child_rows` looks rows up by).</extracomment>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Stats</source>
        <extracomment>A typed stat waits for the event loop to be applied (tests wait on it).</extracomment>
        <translation>属性</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>已准备</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未准备</translation>
    </message>
    <message>
        <source>{kind}, {ready}</source>
        <translation>{kind}，{ready}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>体型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>姿势</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>Movement left</source>
        <translation>剩余移动</translation>
    </message>
    <message>
        <source>Reactions left</source>
        <translation>剩余反应</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>toward {at}</source>
        <translation>朝向 {at}</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>戒备射击</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>from the players</source>
        <translation>对玩家</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <source>A door: right-click it to open or close it.</source>
        <extracomment>The widest the legend grows to fit its rows (px); past it the names elide, never the effects.</extracomment>
        <translation>门：右键单击可开关。</translation>
    </message>
    <message>
        <source>Drawn for the GM only, never on the Player View.</source>
        <translation>仅为 GM 绘制，玩家视图中从不显示。</translation>
    </message>
    <message>
        <source>Armed mine ({n})</source>
        <translation>已启动地雷（{n}）</translation>
    </message>
    <message>
        <source>Mine being laid ({n})</source>
        <translation>布置中的地雷（{n}）</translation>
    </message>
    <message>
        <source>It arms at the end of its layer&apos;s turn. GM only.</source>
        <translation>在布雷者的回合结束时启动。仅 GM 可见。</translation>
    </message>
    <message>
        <source>Item on the map ({n})</source>
        <translation>地图上的物品（{n}）</translation>
    </message>
    <message>
        <source>Hidden token ({n})</source>
        <translation>隐藏的标记（{n}）</translation>
    </message>
    <message>
        <source>A ghost for the GM; the Player View does not draw it.</source>
        <translation>GM 看到半透明影像；玩家视图不绘制它。</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>地形</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>掩护</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>视线</translation>
    </message>
    <message>
        <source>On cells</source>
        <translation>格子上</translation>
    </message>
    <message>
        <source>On edges</source>
        <translation>格边上</translation>
    </message>
    <message>
        <source>Free walls</source>
        <translation>自由墙</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>仅 GM</translation>
    </message>
</context>
<context>
    <name>LineTerms</name>
    <message>
        <source>no cover</source>
        <translation>无掩护</translation>
    </message>
    <message>
        <source>partial cover</source>
        <translation>部分掩护</translation>
    </message>
    <message>
        <source>full cover</source>
        <translation>完全掩护</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>贴身</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>短程</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中程</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>长程</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极远程</translation>
    </message>
    <message>
        <source>{cover} cover</source>
        <translation>{cover}掩护</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source> (maximised)</source>
        <translation>（取最大值）</translation>
    </message>
    <message>
        <source> (second line)</source>
        <translation>（第二条线）</translation>
    </message>
    <message>
        <source> (table roll {rolls})</source>
        <translation>（查表掷骰 {rolls}）</translation>
    </message>
    <message>
        <source> ({details})</source>
        <translation>（{details}）</translation>
    </message>
    <message>
        <source> ({owed:g} AP carried over)</source>
        <translation>（结转 {owed:g} 行动点）</translation>
    </message>
    <message>
        <source> - DR {dr}</source>
        <translation> - 伤害减免 {dr}</translation>
    </message>
    <message>
        <source> with {weapon}</source>
        <translation>，使用{weapon}</translation>
    </message>
    <message>
        <source>, {defence}</source>
        <translation>，{defence}</translation>
    </message>
    <message>
        <source>; HT roll {roll} against {condition}</source>
        <translation>；体质检定 {roll} 对抗{condition}</translation>
    </message>
    <message>
        <source>; HT rolls {rolls} against death</source>
        <translation>；体质检定 {rolls} 对抗死亡</translation>
    </message>
    <message>
        <source>; armour worn by {n}</source>
        <translation>；护甲磨损 {n}</translation>
    </message>
    <message>
        <source>; mine armed at {cell}</source>
        <translation>；地雷已在 {cell} 布设</translation>
    </message>
    <message>
        <source>; now {conditions}</source>
        <translation>；现在{conditions}</translation>
    </message>
    <message>
        <source>; the square {cell} hit ({roll}): {target} {suppressed}</source>
        <translation>；格子 {cell} 被命中（{roll}）：{target}{suppressed}</translation>
    </message>
    <message>
        <source>; the square {cell} missed too ({roll})</source>
        <translation>；格子 {cell} 也未命中（{roll}）</translation>
    </message>
    <message>
        <source>; {what}</source>
        <translation>；{what}</translation>
    </message>
    <message>
        <source>Add door</source>
        <translation>添加门</translation>
    </message>
    <message>
        <source>Add to zone {zone}</source>
        <translation>加入区域{zone}</translation>
    </message>
    <message>
        <source>Attack {target} with {who}</source>
        <translation>{who}攻击{target}</translation>
    </message>
    <message>
        <source>Autosave failed ({error}): play goes on, but save by hand to keep your work</source>
        <translation>自动保存失败（{error}）：游戏继续，但请手动保存以保留进度</translation>
    </message>
    <message>
        <source>Bring {name} to Front</source>
        <translation>将{name}移到最上层</translation>
    </message>
    <message>
        <source>Clear {condition} ({name})</source>
        <translation>清除“{condition}”（{name}）</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>关门</translation>
    </message>
    <message>
        <source>Continue from step {step}</source>
        <translation>从第{step}步继续</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>删除{name}</translation>
    </message>
    <message>
        <source>Door at {cell} closed</source>
        <translation>{cell} 的门已关上</translation>
    </message>
    <message>
        <source>Door at {cell} opened</source>
        <translation>{cell} 的门已打开</translation>
    </message>
    <message>
        <source>Door between {a} and {b} closed</source>
        <translation>{a} 与 {b} 之间的门已关上</translation>
    </message>
    <message>
        <source>Door between {a} and {b} drawn</source>
        <translation>已在 {a} 与 {b} 之间画门</translation>
    </message>
    <message>
        <source>Door between {a} and {b} opened</source>
        <translation>{a} 与 {b} 之间的门已打开</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>复制{name}</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>编辑{name}</translation>
    </message>
    <message>
        <source>Explored cells forgotten</source>
        <translation>已探索的格子已清除</translation>
    </message>
    <message>
        <source>Fog of war off: the players see the whole map</source>
        <translation>战争迷雾关闭：玩家可见整张地图</translation>
    </message>
    <message>
        <source>Fog of war on: the players see what {sides} see</source>
        <translation>战争迷雾开启：玩家只看到 {sides} 所见</translation>
    </message>
    <message>
        <source>Fog of war shows what {sides} see</source>
        <translation>战争迷雾显示 {sides} 所见</translation>
    </message>
    <message>
        <source>GM Move {name}</source>
        <translation>主持人移动{name}</translation>
    </message>
    <message>
        <source>GM clears {condition} from {name}</source>
        <translation>GM 移除{name}的{condition}</translation>
    </message>
    <message>
        <source>GM gave {count} cells back to the players&apos; sight</source>
        <translation>GM 将 {count} 个格子交还给玩家视线</translation>
    </message>
    <message>
        <source>GM hid {count} cells from the players</source>
        <translation>GM 对玩家隐藏了 {count} 个格子</translation>
    </message>
    <message>
        <source>GM revealed {count} cells to the players</source>
        <translation>GM 向玩家揭示了 {count} 个格子</translation>
    </message>
    <message>
        <source>GM move: {name} to {cell}</source>
        <translation>GM 移动：{name} 到 {cell}</translation>
    </message>
    <message>
        <source> (+{n} AP)</source>
        <translation>（+{n} 行动点）</translation>
    </message>
    <message>
        <source> (shock {n})</source>
        <translation>（震荡 {n}）</translation>
    </message>
    <message>
        <source> against an ambush</source>
        <translation>对抗伏击</translation>
    </message>
    <message>
        <source> against {target}</source>
        <translation>对抗{target}</translation>
    </message>
    <message>
        <source> on {target}</source>
        <translation>对{target}</translation>
    </message>
    <message>
        <source> {n:+d}</source>
        <translation> {n:+d}</translation>
    </message>
    <message>
        <source>; no longer {condition}</source>
        <translation>；不再{condition}</translation>
    </message>
    <message>
        <source>; {defence} {value}: rolled {rolled}, {outcome}</source>
        <translation>；{defence} {value}：掷出 {rolled}，{outcome}</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>圆形</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>锥形</translation>
    </message>
    <message>
        <source>Delete drawing</source>
        <translation>删除绘图</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>删除备注</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>删除{terrain}</translation>
    </message>
    <message>
        <source>Deleted {terrain} from {a} to {b}</source>
        <translation>删除了{terrain}，从 {a} 到 {b}</translation>
    </message>
    <message>
        <source>Door from {a} to {b} closed</source>
        <translation>从 {a} 到 {b} 的门已关上</translation>
    </message>
    <message>
        <source>Door from {a} to {b} opened</source>
        <translation>从 {a} 到 {b} 的门已打开</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>绘制{terrain}</translation>
    </message>
    <message>
        <source>Drew {terrain} from {a} to {b}</source>
        <translation>绘制了{terrain}，从 {a} 到 {b}</translation>
    </message>
    <message>
        <source>Draw on the map</source>
        <translation>在地图上绘制</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>GM refreshes what {name} spent this turn</source>
        <translation>GM 恢复{name}本回合的消耗</translation>
    </message>
    <message>
        <source>GM sets {condition} on {name}</source>
        <translation>GM 给{name}设置{condition}</translation>
    </message>
    <message>
        <source>GM sets {key} of {name} to {value}</source>
        <translation>GM 将{name}的{key}设为 {value}</translation>
    </message>
    <message>
        <source>Hide drawing from players</source>
        <translation>对玩家隐藏绘图</translation>
    </message>
    <message>
        <source>Hide note from players</source>
        <translation>对玩家隐藏备注</translation>
    </message>
    <message>
        <source>Hide {name}</source>
        <translation>隐藏{name}</translation>
    </message>
    <message>
        <source>House rule {option}: {old} -&gt; {new}</source>
        <translation>房规“{option}”：{old} -&gt; {new}</translation>
    </message>
    <message>
        <source>Move wall end</source>
        <translation>移动墙的端点</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>直线</translation>
    </message>
    <message>
        <source>Draw: no side is left standing</source>
        <translation>平局：没有一方还能作战</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>移动备注</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>移动{name}</translation>
    </message>
    <message>
        <source>Moved the end of {terrain} to {at}</source>
        <translation>{terrain}的端点移到了 {at}</translation>
    </message>
    <message>
        <source>Next turn ({name})</source>
        <translation>下一回合（{name}）</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>开门</translation>
    </message>
    <message>
        <source>Paint {terrain}</source>
        <translation>绘制{terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cell {terrain}</source>
        <translation>已将 {n} 格绘制为{terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cells {terrain}</source>
        <translation>已将 {n} 格绘制为{terrain}</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>放置{name}</translation>
    </message>
    <message>
        <source>Place {shape}</source>
        <translation>放置{shape}</translation>
    </message>
    <message>
        <source>Refresh {name}</source>
        <translation>恢复{name}的消耗</translation>
    </message>
    <message>
        <source>Remove background image</source>
        <translation>移除背景图片</translation>
    </message>
    <message>
        <source>Remove from zone {zone}</source>
        <translation>移出区域{zone}</translation>
    </message>
    <message>
        <source>Remove {shape}</source>
        <translation>移除{shape}</translation>
    </message>
    <message>
        <source>Reorder Turns</source>
        <translation>调整行动顺序</translation>
    </message>
    <message>
        <source>Roll Initiative</source>
        <translation>掷先攻</translation>
    </message>
    <message>
        <source>Roll reaction ({name})</source>
        <translation>掷反应（{name}）</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第{round}轮</translation>
    </message>
    <message>
        <source>Round {round} begins</source>
        <translation>第 {round} 轮开始</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} acts</source>
        <translation>第 {round} 轮开始：{who}行动</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} acts first</source>
        <translation>第 {round} 轮开始；{who}先行动</translation>
    </message>
    <message>
        <source>Rules Options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>设置背景图片</translation>
    </message>
    <message>
        <source>Set {condition} ({name})</source>
        <translation>设置“{condition}”（{name}）</translation>
    </message>
    <message>
        <source>Set {key} of {name}</source>
        <translation>设置{name}的{key}</translation>
    </message>
    <message>
        <source>Set {stat} of {name}</source>
        <translation>设置{name}的{stat}</translation>
    </message>
    <message>
        <source>Show drawing to players</source>
        <translation>对玩家显示绘图</translation>
    </message>
    <message>
        <source>Show note to players</source>
        <translation>对玩家显示备注</translation>
    </message>
    <message>
        <source>Show {name}</source>
        <translation>显示{name}</translation>
    </message>
    <message>
        <source>Skip reaction ({name})</source>
        <translation>跳过反应（{name}）</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>方形</translation>
    </message>
    <message>
        <source>The cover of {who} is gone</source>
        <translation>{who}的掩护已失去</translation>
    </message>
    <message>
        <source>The cover of {who} wears down to {cover}</source>
        <translation>{who}的掩护降至 {cover}</translation>
    </message>
    <message>
        <source>The grapple of {who} on {target} ends</source>
        <translation>{who}对{target}的擒抱结束</translation>
    </message>
    <message>
        <source>The item {who} planted on {target} is due: their checks are their own again</source>
        <translation>{who}塞给{target}的物品到期：其检定恢复正常</translation>
    </message>
    <message>
        <source>The journal does not reach the battle in the file (edited by hand?); the battle opens as the file holds it, its journal set aside</source>
        <translation>日志无法重放到文件中的战斗（是否手动编辑过？）；按文件中的战斗打开，日志被搁置</translation>
    </message>
    <message>
        <source>The journal stops at record {index} ({kind}, {field}: {why}); the battle opens as the records before it left it</source>
        <translation>日志在第 {index} 条记录处中断（{kind}，{field}：{why}）；战斗按此前的记录打开</translation>
    </message>
    <message>
        <source>The mine {who} laid at {cell} goes off as it arms: {caught} caught</source>
        <translation>{who}布在 {cell} 的地雷一启动就爆炸：波及{caught}</translation>
    </message>
    <message>
        <source>The throw never lands: {target} gets {restored} HP back ({hp} HP){condition}</source>
        <translation>投掷没有落地：{target}恢复 {restored} 生命值（{hp} 生命值）{condition}</translation>
    </message>
    <message>
        <source>The turn passes: not played here</source>
        <translation>回合跳过：此处无人操控</translation>
    </message>
    <message>
        <source>The battle is over: {result}; play goes on by hand</source>
        <translation>战斗已结束：{result}；可继续手动进行</translation>
    </message>
    <message>
        <source>Turn order: {names}</source>
        <translation>行动顺序：{names}</translation>
    </message>
    <message>
        <source>a free attack</source>
        <translation>自由攻击</translation>
    </message>
    <message>
        <source>a held action</source>
        <translation>等待行动</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>激进</translation>
    </message>
    <message>
        <source>an opportunity attack</source>
        <translation>借机攻击</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>谨慎</translation>
    </message>
    <message>
        <source>cover from {n} enemies</source>
        <translation>可躲避 {n} 个敌人</translation>
    </message>
    <message>
        <source>cover from {n} enemy</source>
        <translation>可躲避 {n} 个敌人</translation>
    </message>
    <message>
        <source>critical failure: drops it</source>
        <translation>大失败：掉在地上</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>穿过火线</translation>
    </message>
    <message>
        <source>done at once</source>
        <translation>立即完成</translation>
    </message>
    <message>
        <source>enough for one turn</source>
        <translation>本回合已足够</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>进入火线</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>进入其触及范围</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>进入其所在格</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>failure (an item planted on them)</source>
        <translation>失败（身上被塞了物品）</translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation>失去意识</translation>
    </message>
    <message>
        <source>fumbles it, the task goes on</source>
        <translation>手忙脚乱，动作继续进行</translation>
    </message>
    <message>
        <source>guards {name}</source>
        <translation>护卫 {name}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>holds fire for {target} ({percent} % to hit)</source>
        <translation>伺机射击{target}（{percent} % 命中）</translation>
    </message>
    <message>
        <source>keeps concentrating</source>
        <translation>保持专注</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>离开受威胁的格子</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>脱离交战</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>离开其触及范围</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <translation>离开其所在格</translation>
    </message>
    <message>
        <source>loses concentration</source>
        <translation>失去专注</translation>
    </message>
    <message>
        <source>made</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>在火线内移动</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>在其触及范围内移动</translation>
    </message>
    <message>
        <source>no chance to hit</source>
        <translation>没有命中机会</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no enemy in reach</source>
        <translation>没有敌人在可及范围内</translation>
    </message>
    <message>
        <source>no enemy left</source>
        <translation>敌人已全部倒下</translation>
    </message>
    <message>
        <source>no legal step left</source>
        <translation>没有可行的下一步</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>没有射界</translation>
    </message>
    <message>
        <source>no longer on overwatch</source>
        <translation>已不在戒备射击</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>没有标记</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>not ready: it takes a Ready</source>
        <translation>未备好：需要一次准备</translation>
    </message>
    <message>
        <source>not suppressed further</source>
        <translation>未被进一步压制</translation>
    </message>
    <message>
        <source>objective: {name}</source>
        <translation>目标：{name}</translation>
    </message>
    <message>
        <source>out of ammunition</source>
        <translation>弹药耗尽</translation>
    </message>
    <message>
        <source>outside the overwatch</source>
        <translation>在戒备射击范围之外</translation>
    </message>
    <message>
        <source>overwatch fire</source>
        <translation>戒备射击</translation>
    </message>
    <message>
        <source>provokes {n} reaction</source>
        <translation>引发 {n} 次反应</translation>
    </message>
    <message>
        <source>provokes {n} reactions</source>
        <translation>引发 {n} 次反应</translation>
    </message>
    <message>
        <source>ready at once</source>
        <translation>立即备好</translation>
    </message>
    <message>
        <source>recovers</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>保持清醒</translation>
    </message>
    <message>
        <source>stays stunned</source>
        <translation>仍然震慑</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>稳健</translation>
    </message>
    <message>
        <source>strike</source>
        <translation>先出手</translation>
    </message>
    <message>
        <source>strikes</source>
        <translation>先出手</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>suppressed {added} (now {total})</source>
        <translation>压制 {added}（现为 {total}）</translation>
    </message>
    <message>
        <source>the shot would cross a dark zone</source>
        <translation>射击会穿过黑暗区域</translation>
    </message>
    <message>
        <source>then {percent} % to hit {target}</source>
        <translation>之后命中 {target} 的几率 {percent} %</translation>
    </message>
    <message>
        <source>to move again</source>
        <translation>以便再次移动</translation>
    </message>
    <message>
        <source>to open the way</source>
        <translation>以便打开通路</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>未受伤</translation>
    </message>
    <message>
        <source>{action} ({who})</source>
        <translation>{action}（{who}）</translation>
    </message>
    <message>
        <source>{action} {name}</source>
        <translation>{action}：{name}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell}</source>
        <translation>{by}：对{who}的{kind}，于 {cell}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell} ({action})</source>
        <translation>{by}：对{who}的{kind}，于 {cell}（{action}）</translation>
    </message>
    <message>
        <source>{cell} added to zone {zone}</source>
        <translation>{cell} 已加入区域{zone}</translation>
    </message>
    <message>
        <source>{cell} removed from zone {zone}</source>
        <translation>{cell} 已从区域{zone}移除</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}，{second}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <source>{first}{second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>{first}{then}</source>
        <translation>{first}{then}</translation>
    </message>
    <message>
        <source>{item} lands at {cell}</source>
        <translation>{item} 落在 {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {target} falls at {cell}</source>
        <translation>{target}投出的{item}落在 {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {who} goes off at {cell} ({radius} ft): {caught} caught</source>
        <translation>{who}投出的{item}在 {cell} 爆炸（{radius} 英尺）：波及{caught}</translation>
    </message>
    <message>
        <source>{names}</source>
        <translation>{names}</translation>
    </message>
    <message>
        <source>{name} does not move: {why}</source>
        <translation>{name}没有移动：{why}</translation>
    </message>
    <message>
        <source>{name} edited ({fields})</source>
        <translation>{name} 已编辑（{fields}）</translation>
    </message>
    <message>
        <source>{name} move to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name}移动到 {cell}（{steps}，花费 {cost}，剩余 {left}）</translation>
    </message>
    <message>
        <source>{name} moves to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name}移动到 {cell}（{steps}，花费 {cost}，剩余 {left}）</translation>
    </message>
    <message>
        <source>{name} placed at {cell} (copy of {original})</source>
        <translation>{name} 放置于 {cell}（{original} 的副本）</translation>
    </message>
    <message>
        <source>{name} provoke {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name}在 {cell} 引发{by}的{kind}（{why}，第 {step} 步）</translation>
    </message>
    <message>
        <source>{name} provokes {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name}在 {cell} 引发{by}的{kind}（{why}，第 {step} 步）</translation>
    </message>
    <message>
        <source>{name}: {stat} {old} -&gt; {new}</source>
        <translation>{name}：{stat} {old} -&gt; {new}</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} 行动点</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} 英尺</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} 米</translation>
    </message>
    <message>
        <source>{n} overwatch line crossed</source>
        <translation>穿过 {n} 条戒备射击线</translation>
    </message>
    <message>
        <source>{n} overwatch lines crossed</source>
        <translation>穿过 {n} 条戒备射击线</translation>
    </message>
    <message>
        <source>{n} shot</source>
        <translation>{n} 发</translation>
    </message>
    <message>
        <source>{n} shots</source>
        <translation>{n} 发</translation>
    </message>
    <message>
        <source>{n} six</source>
        <translation>{n} 个六</translation>
    </message>
    <message>
        <source>{n} sixes</source>
        <translation>{n} 个六</translation>
    </message>
    <message>
        <source>{n} square</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} 格</translation>
    </message>
    <message>
        <source>{n} step</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>{n} 步</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} 码</translation>
    </message>
    <message>
        <source>{n} {unit}</source>
        <translation>{n} {unit}</translation>
    </message>
    <message>
        <source>{n}d6 [{faces}]: {sixes}</source>
        <translation>{n}d6 [{faces}]：{sixes}</translation>
    </message>
    <message>
        <source>{n}d6 pushed [{faces}]: {sixes}</source>
        <translation>{n}d6 强推 [{faces}]：{sixes}</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>第 {n} 个</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>第 {n} 个</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>第 {n} 个</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>第 {n} 个</translation>
    </message>
    <message>
        <source>{offer}: lapsed</source>
        <translation>{offer}：已失效</translation>
    </message>
    <message>
        <source>{offer}: not saved, lapses when the file is reopened</source>
        <translation>{offer}：未保存，重新打开文件时失效</translation>
    </message>
    <message>
        <source>{offer}: rolled</source>
        <translation>{offer}：已掷骰</translation>
    </message>
    <message>
        <source>{offer}: skipped</source>
        <translation>{offer}：已跳过</translation>
    </message>
    <message>
        <source>{percent} % less harm expected until its next turn</source>
        <translation>到其下一回合前预计少受 {percent} % 伤害</translation>
    </message>
    <message>
        <source>{percent} % to hit {target}</source>
        <translation>命中 {target} 的几率 {percent} %</translation>
    </message>
    <message>
        <source>{percent} % to hit {target} next turn</source>
        <translation>下回合命中 {target} 的几率 {percent} %</translation>
    </message>
    <message>
        <source>{shape} of {size} at {cell} removed</source>
        <translation>已移除 {cell} 的{shape} {size}</translation>
    </message>
    <message>
        <source>{shape} of {size} placed at {cell}: {cells} cells, covering {tokens}</source>
        <translation>{shape} {size} 放置于 {cell}：{cells} 个格子，覆盖 {tokens}</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>{side} 获胜</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} round</source>
        <translation>{side} 获胜：守住{zone} {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} rounds</source>
        <translation>{side} 获胜：守住{zone} {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: reached {zone}</source>
        <translation>{side} 获胜：抵达{zone}</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} round</source>
        <translation>{side} 获胜：坚持了 {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} rounds</source>
        <translation>{side} 获胜：坚持了 {rounds} 回合</translation>
    </message>
    <message>
        <source>{side} wins: the last side standing</source>
        <translation>{side} 获胜：唯一还能作战的一方</translation>
    </message>
    <message>
        <source>{side} wins: {target} destroyed or routed</source>
        <translation>{side} 获胜：{target} 已被消灭或击溃</translation>
    </message>
    <message>
        <source>{side} wins: {token} fell</source>
        <translation>{side} 获胜：{token} 倒下了</translation>
    </message>
    <message>
        <source>{target} are free: their grappler is gone</source>
        <translation>{target}脱身了：擒抱者已不在场</translation>
    </message>
    <message>
        <source>{target} catches {who} at it</source>
        <translation>{target}当场抓住了{who}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {condition}</source>
        <translation>{who} 命中 {target}：{condition}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {damage} damage; cover dice {cover}, armour dice {armour}: {dealt} through, {physical} damage in all{worn}</source>
        <translation>{who} 命中 {target}：{damage} 点伤害；掩护骰 {cover}，护甲骰 {armour}：穿透 {dealt}，共 {physical} 点伤害{worn}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {details}</source>
        <translation>{target}被{who}命中：{details}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) = {damage} damage - DR {dr}: {injury} injury, {hp} HP left{checks}{now}</source>
        <translation>{who} 命中 {target}：{dice}（{faces}）= {damage} 点伤害 - 伤害抗性 {dr}：受伤 {injury}，剩余生命值 {hp}{checks}{now}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) {bonus:+d} - DT {dt} = {dealt} damage, {hp} HP left</source>
        <translation>{who} 命中 {target}：{dice}（{faces}）{bonus:+d} - 伤害阈值 {dt} = {dealt} 点伤害，剩余生命值 {hp}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: {condition}{suppressed}</source>
        <translation>{target}被{who}命中：{roll}{most}{dr} = {damage} 点伤害，对抗韧性 {toughness}：{condition}{suppressed}</translation>
    </message>
    <message>
        <source>{target} is free: its grappler is gone</source>
        <translation>{target}脱身了：擒抱者已不在场</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}：{why}</translation>
    </message>
    <message>
        <source>{who} advance to {cell}</source>
        <translation>{who} 推进到 {cell}</translation>
    </message>
    <message>
        <source>{who} advances to {cell}</source>
        <translation>{who} 推进到 {cell}</translation>
    </message>
    <message>
        <source>{token} fell: {loser} loses the battle</source>
        <translation>{token} 倒下了：{loser} 输掉了战斗</translation>
    </message>
    <message>
        <source>{who} and {target} duel on overwatch: {mine} against {theirs}; {first} fires first</source>
        <translation>{who}与{target}戒备射击对决：{mine} 对 {theirs}；{first}先开火</translation>
    </message>
    <message>
        <source>{who} are forced to {cell}</source>
        <translation>{who}被迫移到 {cell}</translation>
    </message>
    <message>
        <source>{who} are forced to {cell} by {by}</source>
        <translation>{who}被{by}逼到 {cell}</translation>
    </message>
    <message>
        <source>{who} are forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who}被迫移向 {cell}，但在途中的 {at} 被拦下</translation>
    </message>
    <message>
        <source>{who} are helpless and let go of {target}</source>
        <translation>{who}失去行动能力，放开了{target}</translation>
    </message>
    <message>
        <source>{who} attack {target} ({action})</source>
        <translation>{who} 攻击 {target}（{action}）</translation>
    </message>
    <message>
        <source>{who} attacks and leaves Stealth</source>
        <translation>{who}发动攻击，解除潜行</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}, no damage</source>
        <translation>{who}攻击 {cell} 的门：{roll}，没有伤害</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}; {damage} damage, armour dice {armour}: {dealt} through, {total} of the {withstands} it withstands</source>
        <translation>{who}攻击 {cell} 的门：{roll}；{damage} 点伤害，护甲骰 {armour}：穿透 {dealt}，累计 {total}/{withstands}</translation>
    </message>
    <message>
        <source>{who} attacks {target} ({action})</source>
        <translation>{who} 攻击 {target}（{action}）</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled a natural {natural}: {result}{square}</source>
        <translation>{who}攻击{target}{weapon}：{roll}{defence}；骰面掷出 {natural}：{result}{square}</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}</source>
        <translation>{who}攻击{target}{weapon}：{roll}{defence}；{dice} 掷出 {faces}：{result}{square}</translation>
    </message>
    <message>
        <source>{who} breaks free of {target}</source>
        <translation>{who}挣脱了{target}</translation>
    </message>
    <message>
        <source>{who} breaks the door at {cell} down</source>
        <translation>{who}破开了 {cell} 的门</translation>
    </message>
    <message>
        <source>{who} cancels the attack and stays in Stealth</source>
        <translation>{who}取消攻击，保持潜行</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack</source>
        <translation>{who}取消了未命中的攻击</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack: the round goes back into {weapon} ({loaded} loaded)</source>
        <translation>{who}取消了未命中的攻击：子弹退回{weapon}（装填 {loaded}）</translation>
    </message>
    <message>
        <source>{who} cannot fire back at {target}: {why}</source>
        <translation>{who}无法还击{target}：{why}</translation>
    </message>
    <message>
        <source>{who} cannot shove {target}: no room behind</source>
        <translation>{who}推不动{target}：后面没有空位</translation>
    </message>
    <message>
        <source>{who} cannot take the hit for {target}: neither knew of the Sneak Attack</source>
        <translation>{who}无法替{target}挡下攻击：两人都没察觉这次偷袭</translation>
    </message>
    <message>
        <source>{who} clears the debris at {cell}</source>
        <translation>{who}清除了 {cell} 的瓦砾</translation>
    </message>
    <message>
        <source>{who} climbs {feet:g} ft further</source>
        <translation>{who}再攀爬 {feet:g} 英尺</translation>
    </message>
    <message>
        <source>{who} close the door at {cell}</source>
        <translation>{who}关上 {cell} 的门</translation>
    </message>
    <message>
        <source>{who} closes the door at {cell}</source>
        <translation>{who}关上 {cell} 的门</translation>
    </message>
    <message>
        <source>{who} counts aloud: “{said}”</source>
        <translation>{who}大声数着：“{said}”</translation>
    </message>
    <message>
        <source>{who} declares a burst of {shots} shots{extra}</source>
        <translation>{who}宣告 {shots} 发连射{extra}</translation>
    </message>
    <message>
        <source>{who} declares a second overwatch line toward {cell} with {weapons}</source>
        <translation>{who}用{weapons}宣告朝 {cell} 的第二条戒备射击线</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk})</source>
        <translation>{who}延后到 {score}（行动顺序 {rk}）</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk}); {next} acts now</source>
        <translation>{who}延后到 {score}（行动顺序 {rk}）；现在轮到{next}</translation>
    </message>
    <message>
        <source>{who} disarms the mine</source>
        <translation>{who}拆除了地雷</translation>
    </message>
    <message>
        <source>{who} disarms the trap at {cell}</source>
        <translation>{who}拆除了 {cell} 的陷阱</translation>
    </message>
    <message>
        <source>{who} does not sense {target}</source>
        <translation>{who}没有察觉{target}</translation>
    </message>
    <message>
        <source>{who} drives {vehicle} to {cell} ({cost})</source>
        <translation>{who}把{vehicle}开到 {cell}（{cost}）</translation>
    </message>
    <message>
        <source>{who} drops {item} at {cell}</source>
        <translation>{who}把{item}放在 {cell}</translation>
    </message>
    <message>
        <source>{who} end the turn</source>
        <translation>{who} 结束回合</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} 结束回合</translation>
    </message>
    <message>
        <source>{who} fail to push {target}: {mine} against {theirs}</source>
        <translation>{who}没能推开{target}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who} fails to push {target}: {mine} against {theirs}</source>
        <translation>{who}没能推开{target}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who} fall back to {cell}</source>
        <translation>{who} 后撤到 {cell}</translation>
    </message>
    <message>
        <source>{who} falls and is knocked down</source>
        <translation>{who}摔落，被击倒</translation>
    </message>
    <message>
        <source>{who} falls back to {cell}</source>
        <translation>{who} 后撤到 {cell}</translation>
    </message>
    <message>
        <source>{who} fast-draws {item}: Fast-Draw {skill}{shock}, rolled {roll}, {result}</source>
        <translation>{who}快速拔出{item}：快速拔出 {skill}{shock}，掷出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, the feint fails</source>
        <translation>{who}对{target}佯攻：{roll} 对 {resisted}，佯攻失败</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, wins by {margin}</source>
        <translation>{who}对{target}佯攻：{roll} 对 {resisted}，胜出 {margin}</translation>
    </message>
    <message>
        <source>{who} find no closed door there</source>
        <translation>{who}在那里找不到关着的门</translation>
    </message>
    <message>
        <source>{who} find no open door there</source>
        <translation>{who}在那里找不到开着的门</translation>
    </message>
    <message>
        <source>{who} finds no closed door there</source>
        <translation>{who}在那里找不到关着的门</translation>
    </message>
    <message>
        <source>{who} finds no locked door at {cell}</source>
        <translation>{who}在 {cell} 找不到上锁的门</translation>
    </message>
    <message>
        <source>{who} finds no open door there</source>
        <translation>{who}在那里找不到开着的门</translation>
    </message>
    <message>
        <source>{who} gets into {vehicle} at {cell}</source>
        <translation>{who}在 {cell} 上了{vehicle}</translation>
    </message>
    <message>
        <source>{who} gets no free attack on {target}</source>
        <translation>{who}没有对{target}的免费攻击</translation>
    </message>
    <message>
        <source>{who} gets out of {vehicle} at {cell}</source>
        <translation>{who}在 {cell} 下了{vehicle}</translation>
    </message>
    <message>
        <source>{who} grapple {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who}擒抱{target}（{action}）：{total} 对 {against}（掷出 {mine} 与 {theirs}），{result}</translation>
    </message>
    <message>
        <source>{who} grapples {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who}擒抱{target}（{action}）：{total} 对 {against}（掷出 {mine} 与 {theirs}），{result}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} damage healed, {left} left</source>
        <translation>{who}治疗{target}：治愈 {n} 点伤害，剩余 {left}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} stress healed, {left} left</source>
        <translation>{who}治疗{target}：消除 {n} 点压力，剩余 {left}</translation>
    </message>
    <message>
        <source>{who} helps {target} ({n} helping)</source>
        <translation>{who}协助{target}（{n} 人协助）</translation>
    </message>
    <message>
        <source>{who} helps {target} up: {posture}</source>
        <translation>{who}扶{target}起身：{posture}</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next fast action ({n} helping)</source>
        <translation>{who}协助{target}的下一个快速动作（{n} 人协助）</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next slow action ({n} helping)</source>
        <translation>{who}协助{target}的下一个慢速动作（{n} 人协助）</translation>
    </message>
    <message>
        <source>{who} hops over the obstacle at {cell}</source>
        <translation>{who}跳过 {cell} 的障碍</translation>
    </message>
    <message>
        <source>{who} hurries ({task}): {stat} {need}{shock}, rolled {roll}, {result}</source>
        <translation>{who}赶工（{task}）：{stat} {need}{shock}，掷出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell}</source>
        <translation>{who}被迫移到 {cell}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell} by {by}</source>
        <translation>{who}被{by}逼到 {cell}</translation>
    </message>
    <message>
        <source>{who} is forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who}被迫移向 {cell}，但在途中的 {at} 被拦下</translation>
    </message>
    <message>
        <source>{who} is helpless and lets go of {target}</source>
        <translation>{who}失去行动能力，放开了{target}</translation>
    </message>
    <message>
        <source>{who} is overloaded ({load} of heavy load {heavy}): {was} to {condition}</source>
        <translation>{who}超载（{load}，重负载 {heavy}）：{was} 变为 {condition}</translation>
    </message>
    <message>
        <source>{who} jumps only {feet:g} ft and lands knocked down</source>
        <translation>{who}只跳了 {feet:g} 英尺，落地时被击倒</translation>
    </message>
    <message>
        <source>{who} jumps {feet:g} ft</source>
        <translation>{who}跳了 {feet:g} 英尺</translation>
    </message>
    <message>
        <source>{who} lays a mine at {cell}; it arms at the end of the turn</source>
        <translation>{who}在 {cell} 布雷；回合结束时启动</translation>
    </message>
    <message>
        <source>{who} lays suppression fire with {weapon}: {shots} shots (+{bonus} to hit) over {cells} hexes; in the zone: {inside}</source>
        <translation>{who}用{weapon}进行压制射击：{shots} 发（命中 +{bonus}），覆盖 {cells} 格六角格；区域内：{inside}</translation>
    </message>
    <message>
        <source>{who} leaves Stealth</source>
        <translation>{who}解除潜行</translation>
    </message>
    <message>
        <source>{who} let go of {target}</source>
        <translation>{who}放开了{target}</translation>
    </message>
    <message>
        <source>{who} let go of {target} after the armed grapple</source>
        <translation>{who}持械擒抱后放开了{target}</translation>
    </message>
    <message>
        <source>{who} let {kind} pass</source>
        <translation>{who} 放弃{kind}</translation>
    </message>
    <message>
        <source>{who} lets go of {target}</source>
        <translation>{who}放开了{target}</translation>
    </message>
    <message>
        <source>{who} lets go of {target} after the armed grapple</source>
        <translation>{who}持械擒抱后放开了{target}</translation>
    </message>
    <message>
        <source>{who} lets {kind} pass</source>
        <translation>{who} 放弃{kind}</translation>
    </message>
    <message>
        <source>{who} move to {cell}</source>
        <translation>{who} 移动到 {cell}</translation>
    </message>
    <message>
        <source>{who} moves to {cell}</source>
        <translation>{who} 移动到 {cell}</translation>
    </message>
    <message>
        <source>{who} open the door at {cell}</source>
        <translation>{who}打开 {cell} 的门</translation>
    </message>
    <message>
        <source>{who} opens the door at {cell}</source>
        <translation>{who}打开 {cell} 的门</translation>
    </message>
    <message>
        <source>{who} pass: not played here</source>
        <translation>{who} 跳过：此处无人操控</translation>
    </message>
    <message>
        <source>{who} passes: not played here</source>
        <translation>{who} 跳过：此处无人操控</translation>
    </message>
    <message>
        <source>{who} pays for pushing the roll: {banes} damage</source>
        <translation>{who}为强推付出代价：{banes} 点伤害</translation>
    </message>
    <message>
        <source>{who} persuades {target}</source>
        <translation>{who}说服了{target}</translation>
    </message>
    <message>
        <source>{who} persuades {target}: {stakes}</source>
        <translation>{who}说服了{target}：{stakes}</translation>
    </message>
    <message>
        <source>{who} picks the pocket of {target} unnoticed</source>
        <translation>{who}神不知鬼不觉地扒了{target}</translation>
    </message>
    <message>
        <source>{who} picks up {count} {item} at {cell}</source>
        <translation>{who}在 {cell} 拾起 {count} 个{item}</translation>
    </message>
    <message>
        <source>{who} picks up {item} at {cell}</source>
        <translation>{who}在 {cell} 拾起{item}</translation>
    </message>
    <message>
        <source>Side {old} is now called {new}</source>
        <translation>阵营 {old} 改名为 {new}</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>{side}: played by a person</source>
        <translation>{side}：由玩家操作</translation>
    </message>
    <message>
        <source>{side}: played by the computer ({temperament})</source>
        <translation>{side}：由电脑操作（{temperament}）</translation>
    </message>
    <message>
        <source>{who} declares overwatch</source>
        <translation>{who}宣告戒备射击</translation>
    </message>
    <message>
        <source>{who} declares overwatch toward {cell}</source>
        <translation>{who}宣告朝 {cell} 戒备射击</translation>
    </message>
    <message>
        <source>{who} declares {action}: reactions first</source>
        <translation>{who}宣告{action}：先处理反应</translation>
    </message>
    <message>
        <source>{who} enter {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who}进入{whose}所在格：{rolled} 对 {need}：{first}{strikes}</translation>
    </message>
    <message>
        <source>{who} enters {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who}进入{whose}所在格：{rolled} 对 {need}：{first}{strikes}</translation>
    </message>
    <message>
        <source>{who} fires overwatch{line} at {target}{details}</source>
        <translation>{who}以戒备射击{line}射击{target}{details}</translation>
    </message>
    <message>
        <source>{who} go on with {action}</source>
        <translation>{who}继续执行{action}</translation>
    </message>
    <message>
        <source>{who} goes on with {action}</source>
        <translation>{who}继续执行{action}</translation>
    </message>
    <message>
        <source>{who} hidden from the players</source>
        <translation>{who}已对玩家隐藏</translation>
    </message>
    <message>
        <source>{who} is no longer on overwatch</source>
        <translation>{who}不再戒备射击</translation>
    </message>
    <message>
        <source>{who} moves to {cell} (cost {cost:g} {unit})</source>
        <translation>{who}移动到 {cell}（花费 {cost:g} {unit}）</translation>
    </message>
    <message>
        <source>{who} now bears {load} (heavy load {heavy}, was {was})</source>
        <translation>{who}现在负重 {load}（重负荷 {heavy}，原为 {was}）</translation>
    </message>
    <message>
        <source>{who} placed at {cell}</source>
        <translation>{who}已放置于 {cell}</translation>
    </message>
    <message>
        <source>{who} plants an item on {target}</source>
        <translation>{who}把物品塞到{target}身上</translation>
    </message>
    <message>
        <source>{who} prepare: {action}</source>
        <translation>{who} 准备：{action}</translation>
    </message>
    <message>
        <source>{who} prepares: {action}</source>
        <translation>{who} 准备：{action}</translation>
    </message>
    <message>
        <source>{who} provoke {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引发{by}的{kind}（{action}）</translation>
    </message>
    <message>
        <source>{who} provokes {kind} from {by} at {cell} ({action})</source>
        <translation>{who}在 {cell} 引发{by}的{kind}（{action}）</translation>
    </message>
    <message>
        <source>{who} push {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who}把{target}推后 {squares} 格到 {cell}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who} pushes {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who}把{target}推后 {squares} 格到 {cell}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who} puts away {item}</source>
        <translation>{who} 收起 {item}</translation>
    </message>
    <message>
        <source>{who} react at once: {kind}</source>
        <translation>{who} 立即反应：{kind}</translation>
    </message>
    <message>
        <source>{who} reacts at once: {kind}</source>
        <translation>{who} 立即反应：{kind}</translation>
    </message>
    <message>
        <source>{who} readies {item}</source>
        <translation>{who} 备好 {item}</translation>
    </message>
    <message>
        <source>{who} releases {target}</source>
        <translation>{who}放开了{target}</translation>
    </message>
    <message>
        <source>{who} reloads</source>
        <translation>{who}装填</translation>
    </message>
    <message>
        <source>{who} reloads {weapon}: {added} rounds, {loaded} of {capacity} loaded</source>
        <translation>{who}为{weapon}装填 {added} 发：已装 {loaded}/{capacity}</translation>
    </message>
    <message>
        <source>{who} removed from {cell}</source>
        <translation>{who}已从 {cell} 移除</translation>
    </message>
    <message>
        <source>{who} resume the move</source>
        <translation>{who}继续移动</translation>
    </message>
    <message>
        <source>{who} resumes the move</source>
        <translation>{who}继续移动</translation>
    </message>
    <message>
        <source>{who} rolls Will to keep concentrating: rolled {roll} against {need}, {result}</source>
        <translation>{who}进行意志检定以保持专注：掷出 {roll} 对 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls for ammunition supply: {faces}, supply now {supply}</source>
        <translation>{who}掷弹药补给：{faces}，补给现为 {supply}</translation>
    </message>
    <message>
        <source>{who} rolls to recover from stun: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who}进行从震慑中恢复的检定：体质 {ht}，掷出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls to stay conscious: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who}进行保持清醒的检定：体质 {ht}，掷出 {roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}</source>
        <translation>{who}{against}进行{skill}检定：{roll}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}, {result}</source>
        <translation>{who}{against}进行{skill}检定：{roll}，{result}</translation>
    </message>
    <message>
        <source>{who} rolls {stat}{penalty} for {action}: {face} against {need}, {result}</source>
        <translation>{who}为{action}进行{stat}{penalty}检定：{face} 对 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} runs {squares} squares and leaves Stealth</source>
        <translation>{who}奔跑了 {squares} 格，解除潜行</translation>
    </message>
    <message>
        <source>{who} scores an extra hit on {target} for {sixes}: {damage} damage</source>
        <translation>{who}以{sixes}对{target}追加一次命中：{damage} 点伤害</translation>
    </message>
    <message>
        <source>{who} senses {target}</source>
        <translation>{who}察觉到{target}</translation>
    </message>
    <message>
        <source>{who} sets the mine off</source>
        <translation>{who}引爆了地雷</translation>
    </message>
    <message>
        <source>{who} sets up {weapon} at {cell}</source>
        <translation>{who}在 {cell} 架设{weapon}</translation>
    </message>
    <message>
        <source>{who} shoots at the item {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who}用{weapon}射击{target}投出的物品：掷出 {face} 对 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} shoots at the {item} {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who}用{weapon}射击{target}投出的{item}：掷出 {face} 对 {need}，{result}</translation>
    </message>
    <message>
        <source>{who} shoves {target} to {cell}</source>
        <translation>{who}把{target}推到 {cell}</translation>
    </message>
    <message>
        <source>{who} shown to the players</source>
        <translation>{who}已向玩家显示</translation>
    </message>
    <message>
        <source>{who} slips away: {names} no longer sense them</source>
        <translation>{who}溜走了：{names}不再察觉其踪迹</translation>
    </message>
    <message>
        <source>{who} squeezes through at {cell}</source>
        <translation>{who}从 {cell} 挤过去</translation>
    </message>
    <message>
        <source>{who} starts the engine of {vehicle}</source>
        <translation>{who}发动了{vehicle}的引擎</translation>
    </message>
    <message>
        <source>{who} stop at {cell}, disabled</source>
        <translation>{who}在 {cell} 停下，失去行动能力</translation>
    </message>
    <message>
        <source>{who} stops at {cell}, disabled</source>
        <translation>{who}在 {cell} 停下，失去行动能力</translation>
    </message>
    <message>
        <source>{who} swaps initiative cards with {target} ({gave} for {took}); {target} acts now</source>
        <translation>{who}与{target}交换先攻卡（{gave} 换 {took}）；现在轮到{target}</translation>
    </message>
    <message>
        <source>{who} take cover at {cell}</source>
        <translation>{who} 在 {cell} 寻找掩护</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell}</source>
        <translation>{who} 在 {cell} 寻找掩护</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell} (cover {cover})</source>
        <translation>{who}在 {cell} 找掩护（掩护 {cover}）</translation>
    </message>
    <message>
        <source>{who} takes over {weapon}, set up by {target}</source>
        <translation>{who}接手{target}架设的{weapon}</translation>
    </message>
    <message>
        <source>{who} takes the hit for {target}: {result}</source>
        <translation>{who}替{target}挡下攻击：{result}</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle}</source>
        <translation>{who}握住{vehicle}的方向盘</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle} from {driver}</source>
        <translation>{who}从{driver}手中接过{vehicle}的方向盘</translation>
    </message>
    <message>
        <source>{who} takes {item} from {target}</source>
        <translation>{who}从{target}手中夺走{item}</translation>
    </message>
    <message>
        <source>{who} throw {target} clear: the grapple ends</source>
        <translation>{who}把{target}摔开：擒抱结束</translation>
    </message>
    <message>
        <source>{who} throws {item} away</source>
        <translation>{who}把{item}扔开</translation>
    </message>
    <message>
        <source>{who} throws {target} clear: the grapple ends</source>
        <translation>{who}把{target}摔开：擒抱结束</translation>
    </message>
    <message>
        <source>{who} tries the door at {cell}: it is locked</source>
        <translation>{who}试着开 {cell} 的门：门锁着</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}</source>
        <translation>{who}{on}使用{item}</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}: {result}</source>
        <translation>{who}{on}使用{item}：{result}</translation>
    </message>
    <message>
        <source>{who} waits (trigger: {trigger})</source>
        <translation>{who}等待（触发条件：{trigger}）</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}</source>
        <translation>{who}以{weapons}戒备触及范围</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: both blows at the first enemy</source>
        <translation>{who}以{weapons}戒备触及范围：两击都打第一个敌人</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: one blow each for the first two enemies</source>
        <translation>{who}以{weapons}戒备触及范围：前两个敌人各挨一击</translation>
    </message>
    <message>
        <source>{who} win the push against {target}: {mine} against {theirs}</source>
        <translation>{who}推撞胜过{target}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who} wins the push against {target}: {mine} against {theirs}</source>
        <translation>{who}推撞胜过{target}：{mine} 对 {theirs}</translation>
    </message>
    <message>
        <source>{who}&apos; turn begins{carried}</source>
        <translation>{who}的回合开始{carried}</translation>
    </message>
    <message>
        <source>{who}&apos; turn ends{armed}</source>
        <translation>{who}的回合结束{armed}</translation>
    </message>
    <message>
        <source>{who}&apos; {action} is lost: {why}</source>
        <translation>{who}的{action}作废：{why}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn begins{carried}</source>
        <translation>{who}的回合开始{carried}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn ends{armed}</source>
        <translation>{who}的回合结束{armed}</translation>
    </message>
    <message>
        <source>{who}&apos;s {action} is lost: {why}</source>
        <translation>{who}的{action}作废：{why}</translation>
    </message>
    <message>
        <source>{who}: critical miss! {text}{rolled}</source>
        <translation>{who}：大失败！{text}{rolled}</translation>
    </message>
    <message>
        <source>{who}: initiative ({details})</source>
        <translation>{who}：先攻（{details}）</translation>
    </message>
    <message>
        <source>{who}: initiative ({details}), acts {rank}</source>
        <translation>{who}：先攻（{details}），{rank}行动</translation>
    </message>
    <message>
        <source>{who}: no longer {condition}</source>
        <translation>{who}：不再{condition}</translation>
    </message>
    <message>
        <source>{who}: now {condition}</source>
        <translation>{who}：现在{condition}</translation>
    </message>
    <message>
        <source>{who}: turn begins</source>
        <translation>{who}：回合开始</translation>
    </message>
    <message>
        <source>{who}: {action} ({cost})</source>
        <translation>{who}：{action}（{cost}）</translation>
    </message>
    <message>
        <source>{who}: {action} at {target} ({cost})</source>
        <translation>{who}：{action}，目标 {target}（{cost}）</translation>
    </message>
    <message>
        <source>{who}: {count} damage in all</source>
        <translation>{who}：共 {count} 点伤害</translation>
    </message>
    <message>
        <source>{who}: {count} stress in all</source>
        <translation>{who}：共 {count} 点压力</translation>
    </message>
    <message>
        <source>{who}: {old} to {new}</source>
        <translation>{who}：{old} → {new}</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}：{what}</translation>
    </message>
    <message>
        <source>{who}: {what} ({details})</source>
        <translation>{who}：{what}（{details}）</translation>
    </message>
    <message>
        <source>{who}: {what} cleared</source>
        <translation>{who}：{what}已清除</translation>
    </message>
    <message>
        <source>{who}: {what} {value}</source>
        <translation>{who}：{what} {value}</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;Export as Text...</source>
        <translation>导出为文本(&amp;E)...</translation>
    </message>
    <message>
        <source>[round {n}] {text}</source>
        <translation>[第 {n} 轮] {text}</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>导出日志</translation>
    </message>
    <message>
        <source>{name} log.txt</source>
        <translation>{name} 日志.txt</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation>无法导出日志</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The journal does not reach the battle in the file: it opens as the file holds it (see the log).</source>
        <extracomment>QSettings keys of the window&apos;s geometry and dock layout. The Replay dock, built when first asked for (`replay`): it is hidden at start. The GM&apos;s commands for the Player View (View &gt; Player View Screen). The options form of the action being taken, while it is open (see action_menu.take). View &gt; Drawing Colour&apos;s swatches (set by the menus). A left drag on a pin moves it, when no pointer mode has the map.</extracomment>
        <translation>日志无法重放到文件中的战斗：按文件中的战斗打开（见日志）。</translation>
    </message>
    <message>
        <source>The journal stops at record {index}: the battle opens as the records before it left it (see the log).</source>
        <translation>日志在第 {index} 条记录处中断：战斗按此前的记录打开（见日志）。</translation>
    </message>
    <message>
        <source>Replay is on: leave it to change the battle.</source>
        <translation>正在回放：退出回放后才能更改战斗。</translation>
    </message>
    <message>
        <source>Aiming from {name}: point at a target, click to act, Escape to stop.</source>
        <translation>从{name}瞄准：指向目标，单击执行，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: click a cell, Escape to stop.</source>
        <translation>{action}：单击一个格子，按 Esc 停止。</translation>
    </message>
    <message>
        <source>GM move of {name}: click the cell it goes to (no rules), Escape to stop.</source>
        <translation>GM 移动 {name}：点击要放置的格子（不按规则），按 Esc 取消。</translation>
    </message>
    <message>
        <source>Reveal cells: drag a rectangle of cells to show the players, Escape to stop.</source>
        <translation>揭示格子：拖出一个矩形向玩家显示，按 Esc 停止。</translation>
    </message>
    <message>
        <source>Hide cells: drag a rectangle of cells to hide from the players, Escape to stop.</source>
        <translation>隐藏格子：拖出一个矩形对玩家隐藏，按 Esc 停止。</translation>
    </message>
    <message>
        <source>Clear cells: drag a rectangle of cells to give back to the players&apos; sight, Escape to stop.</source>
        <translation>清除格子：拖出一个矩形，让其中的格子恢复为玩家的正常视野，按 Esc 结束。</translation>
    </message>
    <message>
        <source>Drawing on the map: drag to draw a line (for the GM only: right-click it to show it to the players), Escape to stop.</source>
        <translation>在地图上绘制：拖动以画线（仅 GM 可见：右键单击它可对玩家显示），按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action} where {name} stands: click the foe, Escape to stop.</source>
        <translation>{action}，在{name}所在位置：单击敌人，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action} from {cell} ({cost}): click the foe, Escape to stop.</source>
        <translation>{action}，从 {cell} 出发（{cost}）：单击敌人，按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: drag {name} along its path, then click the foe; Escape to stop.</source>
        <translation>{action}：沿路径拖动{name}，然后单击敌人；按 Esc 停止。</translation>
    </message>
    <message>
        <source>{action}: drag from {name} toward the watched direction (sweep for an arc), or click a cell; Escape to stop.</source>
        <translation>{action}：从{name}向警戒方向拖动（扫过形成弧形），或单击一个格子；按 Esc 停止。</translation>
    </message>
    <message>
        <source>Nothing to replay yet: the journal is empty.</source>
        <translation>尚无可回放的内容：日志为空。</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>退出回放</translation>
    </message>
    <message>
        <source>Continue the battle from step {step}?</source>
        <translation>从第 {step} 步继续战斗？</translation>
    </message>
    <message>
        <source>The {n} later steps are dropped (Edit &gt; Undo brings them back). Back to the End leaves the battle as it was.</source>
        <translation>之后的 {n} 步将被丢弃（编辑 &gt; 撤销可恢复）。“回到末尾”则保持战斗原样。</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>从这里继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Back to the End</source>
        <translation>回到末尾(&amp;B)</translation>
    </message>
    <message>
        <source>{name}[*] - Battlemap {version}</source>
        <translation>{name}[*] - Battlemap {version}</translation>
    </message>
    <message>
        <source>hex grid</source>
        <translation>六角格</translation>
    </message>
    <message>
        <source>square grid</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>{ruleset} - {kind} {cols}x{rows}, {cell} per cell - {n} tokens</source>
        <translation>{ruleset} — {kind} {cols}x{rows}，每格 {cell} — {n} 个标记</translation>
    </message>
    <message>
        <source>token images not found: {files}</source>
        <translation>找不到标记图片：{files}</translation>
    </message>
    <message>
        <source>background image not found: {file}</source>
        <translation>未找到背景图片：{file}</translation>
    </message>
    <message>
        <source>pictures outside the battle&apos;s folder: {files}</source>
        <translation>战斗文件夹之外的图片：{files}</translation>
    </message>
</context>
<context>
    <name>MapNotes</name>
    <message>
        <source>GM</source>
        <extracomment>Strokes over the terrain and the items lying about (3), under the tokens (10-11). Pins over the tokens and the GM&apos;s marks (21), under the drag&apos;s path. The most characters of the first line a hovered pin shows (the tooltip has the rest).</extracomment>
        <translation>GM</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>aiming</source>
        <extracomment>Mark key -&gt; its word.</extracomment>
        <translation>瞄准中</translation>
    </message>
    <message>
        <source>aim turns</source>
        <translation>瞄准回合</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>有支撑</translation>
    </message>
    <message>
        <source>evaluate</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>evaluated target</source>
        <translation>已评估目标</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>已装填</translation>
    </message>
    <message>
        <source>unloaded</source>
        <translation>未装填</translation>
    </message>
    <message>
        <source>unprepared</source>
        <translation>未准备</translation>
    </message>
    <message>
        <source>uncocked</source>
        <translation>未上弦</translation>
    </message>
    <message>
        <source>put down</source>
        <translation>已放下</translation>
    </message>
    <message>
        <source>stands still</source>
        <translation>原地不动</translation>
    </message>
    <message>
        <source>suppression</source>
        <translation>压制</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然后</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>已后撤</translation>
    </message>
    <message>
        <source>lost balance</source>
        <translation>失去平衡</translation>
    </message>
    <message>
        <source>grip</source>
        <translation>握法</translation>
    </message>
    <message>
        <source>held out</source>
        <translation>已递出</translation>
    </message>
    <message>
        <source>dodge AP</source>
        <translation>闪避行动点</translation>
    </message>
    <message>
        <source>shots left</source>
        <translation>剩余射击次数</translation>
    </message>
    <message>
        <source>ritual seconds</source>
        <translation>仪式秒数</translation>
    </message>
    <message>
        <source>long action seconds</source>
        <translation>长时间行动秒数</translation>
    </message>
    <message>
        <source>overwatch shots</source>
        <translation>戒备射击次数</translation>
    </message>
    <message>
        <source>overwatch mode</source>
        <translation>戒备模式</translation>
    </message>
    <message>
        <source>second overwatch line</source>
        <translation>第二条戒备线</translation>
    </message>
    <message>
        <source>second overwatch shots</source>
        <translation>第二条戒备线射击次数</translation>
    </message>
    <message>
        <source>second overwatch mode</source>
        <translation>第二条戒备线模式</translation>
    </message>
    <message>
        <source>first overwatch line</source>
        <translation>第一条戒备线</translation>
    </message>
    <message>
        <source>defending</source>
        <translation>防御中</translation>
    </message>
    <message>
        <source>helping</source>
        <translation>协助中</translation>
    </message>
    <message>
        <source>takes the hit</source>
        <translation>代为挨打</translation>
    </message>
    <message>
        <source>focus: aim</source>
        <translation>专注：瞄准</translation>
    </message>
    <message>
        <source>focus: ignore</source>
        <translation>专注：无视</translation>
    </message>
    <message>
        <source>focus: DT</source>
        <translation>专注：伤害阈值</translation>
    </message>
    <message>
        <source>missed with</source>
        <translation>失手的武器</translation>
    </message>
    <message>
        <source>initiative card</source>
        <translation>先攻卡</translation>
    </message>
    <message>
        <source>card group</source>
        <translation>卡组</translation>
    </message>
    <message>
        <source>card to pick</source>
        <translation>待选卡</translation>
    </message>
    <message>
        <source>ambushed</source>
        <translation>遭伏击</translation>
    </message>
    <message>
        <source>swapped cards</source>
        <translation>已换卡</translation>
    </message>
    <message>
        <source>grappling</source>
        <translation>擒抱中</translation>
    </message>
    <message>
        <source>maneuver</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>parries</source>
        <translation>招架次数</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>撤退</translation>
    </message>
    <message>
        <source>scope aim</source>
        <translation>瞄准镜瞄准</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>已察觉</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>休克</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>潜行中</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>补给</translation>
    </message>
    <message>
        <source>took</source>
        <translation>已承受</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>弹药</translation>
    </message>
    <message>
        <source>{mark} ({weapon})</source>
        <extracomment>A per-weapon mark, `&lt;key&gt;.&lt;weapon id&gt;`: &quot;rounds (10mm SMG)&quot;.</extracomment>
        <translation>{mark}（{weapon}）</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Battle &gt; Fog of War and its entries (fog_menu.py). Battle &gt; Measure and Place Area Template, and their toolbar (measure_tools.py). Battle &gt; Draw Wall and Wall Kind (wall_menu.py). View &gt; Align Background by Hand and its toolbar (background_align.py). Battle &gt; Computer and the player of the computer&apos;s sides (computer_menu.py).</extracomment>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Token or Wall</source>
        <translation>删除选中的标记或墙(&amp;D)</translation>
    </message>
    <message>
        <source>Select a token to delete first.</source>
        <translation>请先选中要删除的标记。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>新建(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Import Map...</source>
        <translation>导入地图(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export Log...</source>
        <translation>导出日志(&amp;E)...</translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation>导出图片(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;GM View...</source>
        <translation>GM 视图(&amp;G)...</translation>
    </message>
    <message>
        <source>&amp;Player View...</source>
        <translation>玩家视图(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>战斗(&amp;B)</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>下一回合(&amp;T)</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>下一轮(&amp;R)</translation>
    </message>
    <message>
        <source>Rules &amp;Options...</source>
        <translation>规则选项(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Sides...</source>
        <translation>阵营(&amp;S)...</translation>
    </message>
    <message>
        <source>Re&amp;play...</source>
        <translation>回放(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>适合地图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>坐标(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Scale Bar</source>
        <translation>比例尺(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>玩家视图(&amp;P)</translation>
    </message>
    <message>
        <source>Player View &amp;Full Screen On</source>
        <translation>玩家视图全屏显示于(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Background Image...</source>
        <translation>背景图片(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Remove Background Image</source>
        <translation>移除背景图片(&amp;R)</translation>
    </message>
    <message>
        <source>Co&amp;ver</source>
        <translation>掩护(&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;rowd Density</source>
        <translation>人群密度(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Threat of the Other Side</source>
        <translation>对方威胁范围(&amp;T)</translation>
    </message>
    <message>
        <source>Over&amp;watch Lines</source>
        <translation>戒备射击线(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Takes effect when Battlemap starts again</source>
        <translation>重新启动 Battlemap 后生效</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Battlemap will use {language} when it starts again.</source>
        <translation>Battlemap 下次启动时将使用{language}。</translation>
    </message>
    <message>
        <source>Fog of &amp;War</source>
        <extracomment>Works out what the sides see before a fog command on a large map (fog_warm_up.py).</extracomment>
        <translation>战争迷雾(&amp;W)</translation>
    </message>
    <message>
        <source>Fog &amp;Side</source>
        <translation>迷雾阵营(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reveal Cells</source>
        <translation>揭示格子(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide Cells</source>
        <translation>隐藏格子(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Clear Cells</source>
        <translation>清除格子(&amp;C)</translation>
    </message>
    <message>
        <source>Clear &amp;All Fog Marks</source>
        <translation>清除所有迷雾标记(&amp;A)</translation>
    </message>
    <message>
        <source>Reset &amp;Explored</source>
        <translation>重置已探索(&amp;E)</translation>
    </message>
    <message>
        <source>Fog &amp;Tint on GM Map</source>
        <translation>GM 地图上的迷雾色调(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse...</source>
        <translation>键盘与鼠标(&amp;K)...</translation>
    </message>
    <message>
        <source>&amp;In the Window (README)...</source>
        <translation>窗口操作（README）(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation>关于 Battlemap(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <extracomment>The last template chosen: the dialog starts from it.</extracomment>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <source>Measure a distance on the map (R)</source>
        <translation>在地图上测量距离 (R)</translation>
    </message>
    <message>
        <source>Place Area &amp;Template...</source>
        <translation>放置范围模板(&amp;T)...</translation>
    </message>
    <message>
        <source>Place a circle, cone, line or square on the map (T)</source>
        <translation>在地图上放置圆形、锥形、直线或方形 (T)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Measure: drag from a cell, or click cells to add waypoints (click the last one again to end); Escape to stop.</source>
        <translation>测量：从一个格子拖动，或单击格子添加途经点（再次单击最后一个点结束），按 Esc 停止。</translation>
    </message>
    <message>
        <source>Place the template: click its origin cell (a cone or a line: then click where it points); Escape to stop.</source>
        <translation>放置模板：单击起点格子（锥形或直线：再单击它指向的地方），按 Esc 停止。</translation>
    </message>
    <message>
        <source>Covers {n} cells: {names}</source>
        <translation>覆盖 {n} 个格子：{names}</translation>
    </message>
    <message>
        <source>Covers {n} cells, no token</source>
        <translation>覆盖 {n} 个格子，没有标记</translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation>绘制墙(&amp;W)</translation>
    </message>
    <message>
        <source>Wall &amp;Kind</source>
        <translation>墙的类型(&amp;K)</translation>
    </message>
    <message>
        <source>Drawing {kind}: click to start a wall, click to end it; right-click ends the chain, Escape stops drawing.</source>
        <translation>正在绘制{kind}：单击开始一段墙，再单击结束；右键结束连续绘制，按 Esc 停止绘制。</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>&amp;Draw on the Map</source>
        <translation>在地图上绘制(&amp;D)</translation>
    </message>
    <message>
        <source>Drawing &amp;Colour</source>
        <translation>绘制颜色(&amp;C)</translation>
    </message>
    <message>
        <source>Point 1 of 2: drag a point of the picture (a corner of its grid) onto its grid corner. Escape puts the picture back.</source>
        <translation>第 1 点（共 2 点）：把图片上的一个点（它自身网格的一个角）拖到对应的网格角上。按 Escape 把图片放回原处。</translation>
    </message>
    <message>
        <source>Point 2 of 2: drag another point of the picture, far from the first, onto its grid corner.</source>
        <translation>第 2 点（共 2 点）：把图片上离第一点较远的另一个点拖到对应的网格角上。</translation>
    </message>
    <message>
        <source>No scale from that corner: drop the second point on another corner, the same way from the first as on the picture.</source>
        <translation>这个角得不出比例：把第二点放到另一个角上，相对第一点的方向要与图片上相同。</translation>
    </message>
    <message>
        <source>Scaled to {scale} pixels per cell. Drag to move it; Enter keeps it, Escape puts it back.</source>
        <translation>已缩放为每格 {scale} 像素。拖动可移动它；Enter 保留，Escape 放回原处。</translation>
    </message>
    <message>
        <source>Drag the picture to move it, or Scale by Two Points. Enter keeps it, Escape puts it back.</source>
        <translation>拖动图片来移动它，或选择“按两点缩放”。Enter 保留，Escape 放回原处。</translation>
    </message>
    <message>
        <source>Align Background by &amp;Hand...</source>
        <translation>手动对齐背景(&amp;H)...</translation>
    </message>
    <message>
        <source>Scale by &amp;Two Points</source>
        <translation>按两点缩放(&amp;T)</translation>
    </message>
    <message>
        <source>Drop two points of the picture on two grid corners: the scale follows</source>
        <translation>把图片上的两个点放到两个网格角上：比例随之确定</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Background Alignment</source>
        <translation>背景对齐</translation>
    </message>
    <message>
        <source>Choose a background image first (View &gt; Background Image...).</source>
        <translation>请先选择背景图片（视图 &gt; 背景图片...）。</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>Step by S&amp;tep</source>
        <translation>逐步(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>电脑(&amp;C)</translation>
    </message>
    <message>
        <source>Play One &amp;Step</source>
        <translation>走一步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Take Over This Turn</source>
        <translation>接管这一回合(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Pace</source>
        <translation>节奏(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Modifier</name>
    <message>
        <source>Aim braced</source>
        <extracomment>Every modifier template the engine can produce, in context &quot;Modifier&quot; (sorted).</extracomment>
        <translation>有支撑地瞄准</translation>
    </message>
    <message>
        <source>Aim {turns} turn(s): Acc {acc}</source>
        <translation>瞄准 {turns} 回合：精度 {acc}</translation>
    </message>
    <message>
        <source>Aimed</source>
        <translation>已瞄准</translation>
    </message>
    <message>
        <source>Aimed with a scope</source>
        <translation>以瞄准镜瞄准</translation>
    </message>
    <message>
        <source>All-Out Attack (Determined)</source>
        <translation>全力攻击（坚决）</translation>
    </message>
    <message>
        <source>All-Out Defense: Double Defense</source>
        <translation>全力防御：双重防御</translation>
    </message>
    <message>
        <source>All-Out Defense: {defence} +2</source>
        <translation>全力防御：{defence} +2</translation>
    </message>
    <message>
        <source>Around the armour: Dodge +{dodge}</source>
        <translation>绕开盔甲：闪避 +{dodge}</translation>
    </message>
    <message>
        <source>Attacked from a side hex: defence {change}</source>
        <translation>从侧面六角格受攻击：防御 {change}</translation>
    </message>
    <message>
        <source>Attacking while prone</source>
        <translation>卧倒时攻击</translation>
    </message>
    <message>
        <source>Attacking while {posture}</source>
        <translation>以{posture}姿势攻击</translation>
    </message>
    <message>
        <source>Bargaining position (GM)</source>
        <translation>谈判立场（GM）</translation>
    </message>
    <message>
        <source>Bull rush</source>
        <translation>冲撞</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>连发</translation>
    </message>
    <message>
        <source>Burst, set-up weapon (half)</source>
        <translation>连发，架设武器（减半）</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>冲锋</translation>
    </message>
    <message>
        <source>Damaged {weapon}: AB -{step}</source>
        <translation>受损的{weapon}：攻击加值 -{step}</translation>
    </message>
    <message>
        <source>Dense crowd: Dodge {dodge}</source>
        <translation>密集人群：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Dense crowd: Parry {parry}</source>
        <translation>密集人群：招架 {parry}</translation>
    </message>
    <message>
        <source>Dim light</source>
        <translation>昏暗光线</translation>
    </message>
    <message>
        <source>Dual overwatch (paired weapons)</source>
        <translation>双持戒备（成对武器）</translation>
    </message>
    <message>
        <source>Evaluate {turns} turn(s)</source>
        <translation>评估 {turns} 回合</translation>
    </message>
    <message>
        <source>Feinted: defence -{feint}</source>
        <translation>被佯攻：防御 -{feint}</translation>
    </message>
    <message>
        <source>Fighting defensively</source>
        <translation>防御性战斗</translation>
    </message>
    <message>
        <source>Flying tackle</source>
        <translation>飞扑打击</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>专注</translation>
    </message>
    <message>
        <source>Focus ignores {cancelled} of penalties</source>
        <translation>专注抵消 {cancelled} 点减值</translation>
    </message>
    <message>
        <source>Focus x{times}</source>
        <translation>专注 x{times}</translation>
    </message>
    <message>
        <source>Grapple (unarmed)</source>
        <translation>擒抱（徒手）</translation>
    </message>
    <message>
        <source>Grappled (not at the grappler)</source>
        <translation>被擒抱（目标不是擒抱者）</translation>
    </message>
    <message>
        <source>Helped by {helpers}</source>
        <translation>由 {helpers} 协助</translation>
    </message>
    <message>
        <source>Helped by {names}</source>
        <translation>由 {names} 协助</translation>
    </message>
    <message>
        <source>Hit chance capped at {cap}%</source>
        <translation>命中率上限 {cap}%</translation>
    </message>
    <message>
        <source>Interrogating a prisoner</source>
        <translation>审讯俘虏</translation>
    </message>
    <message>
        <source>Item {item} ({size}): Dodge {dodge:+d}</source>
        <translation>物品 {item}（{size}）：闪避 {dodge:+d}</translation>
    </message>
    <message>
        <source>Large target</source>
        <translation>大型目标</translation>
    </message>
    <message>
        <source>Loose crowd: Dodge {dodge}</source>
        <translation>松散人群：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Move and Attack</source>
        <translation>移动并攻击</translation>
    </message>
    <message>
        <source>Move and Attack: skill at most {cap}</source>
        <translation>移动并攻击：技能上限 {cap}</translation>
    </message>
    <message>
        <source>Opponent has taken damage or stress</source>
        <translation>对手已受到伤害或压力</translation>
    </message>
    <message>
        <source>Overwatch single shot</source>
        <translation>戒备单发</translation>
    </message>
    <message>
        <source>Partial cover: Dodge {dodge}</source>
        <translation>部分掩护：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Point-blank: STR instead of DEX</source>
        <translation>近距离：以力量代替敏捷</translation>
    </message>
    <message>
        <source>Prone (partial concealment): Dodge +{dodge}</source>
        <translation>卧倒（部分隐蔽）：闪避 +{dodge}</translation>
    </message>
    <message>
        <source>Range {band}</source>
        <translation>距离：{band}</translation>
    </message>
    <message>
        <source>Range {yards:g} yd (row {row:g} yd)</source>
        <translation>距离 {yards:g} 码（表格行 {row:g} 码）</translation>
    </message>
    <message>
        <source>Rapid Fire: {shots} shots</source>
        <translation>速射：{shots} 发</translation>
    </message>
    <message>
        <source>Retreat: {defence} +{bonus}</source>
        <translation>后撤：{defence} +{bonus}</translation>
    </message>
    <message>
        <source>Rough shot (outside own square, not aimed)</source>
        <translation>粗略射击（不在自身格内，未瞄准）</translation>
    </message>
    <message>
        <source>Shield + cover + posture capped at +{cap}</source>
        <translation>盾牌 + 掩护 + 姿势上限 +{cap}</translation>
    </message>
    <message>
        <source>Shield: Dodge {dodge}</source>
        <translation>盾牌：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Shock: -{shock} (wounded since the last turn)</source>
        <translation>震慑：-{shock}（自上回合起受伤）</translation>
    </message>
    <message>
        <source>Shooting a thrown item</source>
        <translation>射击投掷物</translation>
    </message>
    <message>
        <source>Shotgun, strafe or burst: AB {bonus}</source>
        <translation>霰弹枪、扫射或连发：攻击加值 {bonus}</translation>
    </message>
    <message>
        <source>Small target</source>
        <translation>小型目标</translation>
    </message>
    <message>
        <source>Sneak Attack (target unaware)</source>
        <translation>偷袭（目标未察觉）</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>偷袭</translation>
    </message>
    <message>
        <source>Suppressed: attack -{held}</source>
        <translation>被压制：攻击 -{held}</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most {cap}</source>
        <translation>压制射击：技能上限 {cap}</translation>
    </message>
    <message>
        <source>Target AC {ac}</source>
        <translation>目标护甲等级 {ac}</translation>
    </message>
    <message>
        <source>Target SM {sm:+d}</source>
        <translation>目标体型修正 {sm:+d}</translation>
    </message>
    <message>
        <source>Target braced: +4</source>
        <translation>目标有支撑：+4</translation>
    </message>
    <message>
        <source>Target bull-rushed (a charge): Dodge {dodge}</source>
        <translation>目标被冲撞（冲锋）：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Target charged: Dodge {dodge}</source>
        <translation>目标冲锋中：闪避 {dodge}</translation>
    </message>
    <message>
        <source>Target defending (x{times})</source>
        <translation>目标防御中（x{times}）</translation>
    </message>
    <message>
        <source>Target defending: Dodge +{bonus}</source>
        <translation>目标防御中：闪避 +{bonus}</translation>
    </message>
    <message>
        <source>Target defending: Parry +{bonus}</source>
        <translation>目标防御中：招架 +{bonus}</translation>
    </message>
    <message>
        <source>Target dodging ({ap} AP): AC +{ac}</source>
        <translation>目标闪避中（{ap} 行动点）：护甲等级 +{ac}</translation>
    </message>
    <message>
        <source>Target in partial cover</source>
        <translation>目标处于部分掩护</translation>
    </message>
    <message>
        <source>Target in the dark</source>
        <translation>目标在黑暗中</translation>
    </message>
    <message>
        <source>Target lost its balance: defence -2</source>
        <translation>目标失去平衡：防御 -2</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>目标卧倒</translation>
    </message>
    <message>
        <source>Target stunned: defence -4</source>
        <translation>目标震慑：防御 -4</translation>
    </message>
    <message>
        <source>Target unaware or defenceless</source>
        <translation>目标未察觉或无防备</translation>
    </message>
    <message>
        <source>Target unseen</source>
        <translation>目标不可见</translation>
    </message>
    <message>
        <source>Target wounded: Dodge {penalty}</source>
        <translation>目标受伤：闪避 {penalty}</translation>
    </message>
    <message>
        <source>Target wounded: Parry {penalty}</source>
        <translation>目标受伤：招架 {penalty}</translation>
    </message>
    <message>
        <source>Target {posture}</source>
        <translation>目标{posture}</translation>
    </message>
    <message>
        <source>Target {posture}: defence {change}</source>
        <translation>目标{posture}：防御 {change}</translation>
    </message>
    <message>
        <source>Target&apos;s shield DB {db}</source>
        <translation>目标盾牌防御加值 {db}</translation>
    </message>
    <message>
        <source>The opponent holds you captive</source>
        <translation>对手控制着你</translation>
    </message>
    <message>
        <source>Three attacks this turn</source>
        <translation>本回合三次攻击</translation>
    </message>
    <message>
        <source>Through shield and cover: DR +{dr}</source>
        <translation>穿透盾牌和掩护：减伤 +{dr}</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>投掷</translation>
    </message>
    <message>
        <source>Two attacks this turn</source>
        <translation>本回合两次攻击</translation>
    </message>
    <message>
        <source>Two weapons</source>
        <translation>双武器</translation>
    </message>
    <message>
        <source>Two-handed</source>
        <translation>双手</translation>
    </message>
    <message>
        <source>Weapon die steps</source>
        <translation>武器骰级</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>受伤</translation>
    </message>
    <message>
        <source>You hold the opponent captive</source>
        <translation>你控制着对手</translation>
    </message>
    <message>
        <source>{hurt} physical condition(s)</source>
        <translation>{hurt} 个身体状态</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>新战斗</translation>
    </message>
    <message>
        <source>&amp;Empty map</source>
        <translation>空白地图(&amp;E)</translation>
    </message>
    <message>
        <source>From the &amp;library</source>
        <translation>从战役库(&amp;L)</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>Hexes, flat top</source>
        <translation>六角格，平顶</translation>
    </message>
    <message>
        <source>Hexes, pointy top</source>
        <translation>六角格，尖顶</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则集</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>你来操控</translation>
    </message>
    <message>
        <source>{side} against the computer</source>
        <translation>{side}，对抗电脑</translation>
    </message>
    <message>
        <source>Every side, at the table</source>
        <translation>所有阵营，由桌边的玩家操控</translation>
    </message>
    <message>
        <source>{side}: {objectives}</source>
        <translation>{side}：{objectives}</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>What the GM wants to remember here</source>
        <translation>GM 想在这里记住的事</translation>
    </message>
    <message>
        <source>&amp;Show to players</source>
        <translation>对玩家显示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Note (the map shows its first line):</source>
        <translation>备注(&amp;N)（地图上显示第一行）：</translation>
    </message>
</context>
<context>
    <name>NotesDock</name>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>This scenario has no notes.</source>
        <translation>此场景没有备注。</translation>
    </message>
</context>
<context>
    <name>ObjectivesDock</name>
    <message>
        <source>Hold {zone}</source>
        <translation>守住{zone}</translation>
    </message>
    <message>
        <source>Reach {zone}</source>
        <translation>抵达{zone}</translation>
    </message>
    <message>
        <source>Destroy {side}</source>
        <translation>消灭{side}</translation>
    </message>
    <message>
        <source>Survive {rounds} rounds</source>
        <translation>坚持 {rounds} 回合</translation>
    </message>
    <message>
        <source>Protect {token}</source>
        <translation>保护{token}</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>仍在作战</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>已倒下</translation>
    </message>
    <message>
        <source>{done} of {needed} there</source>
        <translation>已到 {done}/{needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} fallen</source>
        <translation>已倒下 {done}/{needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} rounds</source>
        <translation>{done}/{needed} 回合</translation>
    </message>
    <message>
        <source>{progress}, achieved</source>
        <translation>{progress}，已达成</translation>
    </message>
    <message>
        <source>{objective}: {progress}</source>
        <translation>{objective}：{progress}</translation>
    </message>
    <message>
        <source>{side} (computer)</source>
        <translation>{side}（电脑）</translation>
    </message>
    <message>
        <source>No objectives: the last side still fighting wins.</source>
        <translation>没有目标：最后还能作战的一方获胜。</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>OddsDock</name>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Each bar is the chance of one result of the roll; green bars hit.</source>
        <translation>每根柱子是掷骰某一结果的概率；绿色的柱子为命中。</translation>
    </message>
    <message>
        <source>Right-click a token and choose Attack to aim.</source>
        <translation>右键单击一个标记并选择攻击来瞄准。</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker}攻击{target}</translation>
    </message>
    <message>
        <source>No line of fire: full cover between them.</source>
        <translation>没有射线：两者之间有完全掩护。</translation>
    </message>
    <message>
        <source>no weapon</source>
        <translation>无武器</translation>
    </message>
    <message>
        <source>{weapon}: {cover}, {range}</source>
        <translation>{weapon}：{cover}，{range}</translation>
    </message>
    <message>
        <source>chance of the result (%)</source>
        <translation>该结果的概率（%）</translation>
    </message>
    <message>
        <source>result of the roll</source>
        <translation>掷骰结果</translation>
    </message>
</context>
<context>
    <name>OptionChoices</name>
    <message>
        <source>the usual one</source>
        <extracomment>The first entry of every list and number: what the action does when the GM picks nothing.</extracomment>
        <translation>通常的选择</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>Every choice the forms name in words rather than by a ruleset entry (context &quot;OptionChoices&quot;): yes and no, the systems&apos; fixed sets, the compass, the long-action tasks, and the entries the bundled catalogues and samples have no table for (Year Zero&apos;s Might, a Fallout stimpak).</extracomment>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>north</source>
        <translation>北</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>东北</translation>
    </message>
    <message>
        <source>east</source>
        <translation>东</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>东南</translation>
    </message>
    <message>
        <source>south</source>
        <translation>南</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>西南</translation>
    </message>
    <message>
        <source>west</source>
        <translation>西</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>西北</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>护甲</translation>
    </message>
    <message>
        <source>trip</source>
        <translation>绊摔</translation>
    </message>
    <message>
        <source>disarm</source>
        <translation>缴械</translation>
    </message>
    <message>
        <source>follows</source>
        <translation>跟进</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>留在原地</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>尖锐</translation>
    </message>
    <message>
        <source>edged</source>
        <translation>带刃</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>柔软</translation>
    </message>
    <message>
        <source>the first two enemies, one attack each</source>
        <translation>最先进入的两名敌人，各攻击一次</translation>
    </message>
    <message>
        <source>both weapons on the first enemy</source>
        <translation>两件武器都攻击第一名敌人</translation>
    </message>
    <message>
        <source>10mm rounds</source>
        <translation>10mm 子弹</translation>
    </message>
    <message>
        <source>9mm rounds</source>
        <translation>9mm 子弹</translation>
    </message>
    <message>
        <source>5mm rounds</source>
        <translation>5mm 子弹</translation>
    </message>
    <message>
        <source>308 rounds</source>
        <translation>.308 子弹</translation>
    </message>
    <message>
        <source>stimpak</source>
        <translation>治疗针</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>单手</translation>
    </message>
    <message>
        <source>two hands</source>
        <translation>双手</translation>
    </message>
    <message>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>桌上</translation>
    </message>
    <message>
        <source>a rack</source>
        <translation>架上</translation>
    </message>
    <message>
        <source>a shelf</source>
        <translation>搁板上</translation>
    </message>
    <message>
        <source>A magic ritual (cannot be interrupted)</source>
        <translation>魔法仪式（不可中断）</translation>
    </message>
    <message>
        <source>Don a mechanical suit or battlesuit</source>
        <translation>穿上机械服或战斗服</translation>
    </message>
    <message>
        <source>Don armour</source>
        <translation>穿上护甲</translation>
    </message>
    <message>
        <source>Find an uncertain item in a box, briefcase, pack</source>
        <translation>在箱子、公文包、背包中寻找不确定的物品</translation>
    </message>
    <message>
        <source>Find an unconcealed item in your own pack</source>
        <translation>在自己的背包中找出未藏起的物品</translation>
    </message>
    <message>
        <source>Holster a pistol</source>
        <translation>将手枪插回枪套</translation>
    </message>
    <message>
        <source>Light a candle, cigarette, fuse, match, torch</source>
        <translation>点燃蜡烛、香烟、引信、火柴、火把</translation>
    </message>
    <message>
        <source>Open an unlocked box, briefcase, cabinet, door</source>
        <translation>打开未上锁的盒子、公文包、柜橱、门</translation>
    </message>
    <message>
        <source>Pick up a heavy object, one hand (up to 2 x BL)</source>
        <translation>单手捡起沉重物体（最多 2 × 基本举重）</translation>
    </message>
    <message>
        <source>Pick up a heavy object, two hands (up to 8 x BL)</source>
        <translation>双手捡起沉重物体（最多 8 × 基本举重）</translation>
    </message>
    <message>
        <source>Put a small item into your pack</source>
        <translation>把小物品放进背包</translation>
    </message>
    <message>
        <source>Read a note</source>
        <translation>阅读便笺</translation>
    </message>
    <message>
        <source>Return a weapon to its scabbard</source>
        <translation>将武器收回鞘中</translation>
    </message>
    <message>
        <source>Swallow a pill or potion</source>
        <translation>吞下药丸或药水</translation>
    </message>
    <message>
        <source>Thoroughly search an unresisting person</source>
        <translation>彻底搜查不反抗的人</translation>
    </message>
    <message>
        <source>Write a note</source>
        <translation>写一张便笺</translation>
    </message>
    <message>
        <source>physical damage</source>
        <translation>物理伤害</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>力量</translation>
    </message>
    <message>
        <source>Crafting</source>
        <translation>工艺</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>生存</translation>
    </message>
</context>
<context>
    <name>OptionHints</name>
    <message>
        <source>the weapon that strikes</source>
        <extracomment>Every hint the document and the systems give (context &quot;OptionHints&quot;).</extracomment>
        <translation>用于攻击的武器</translation>
    </message>
    <message>
        <source>push the roll: roll again the dice that failed</source>
        <translation>强推检定：重掷失败的骰子</translation>
    </message>
    <message>
        <source>the item it takes</source>
        <translation>所用的物品</translation>
    </message>
    <message>
        <source>the direction it faces at the end</source>
        <translation>结束时的朝向</translation>
    </message>
    <message>
        <source>further targets after the first, picked on the map</source>
        <translation>第一个目标之后的其他目标，在地图上选取</translation>
    </message>
    <message>
        <source>the item attacked (the usual: the weapon in its hand)</source>
        <translation>被攻击的物品（通常：手中的武器）</translation>
    </message>
    <message>
        <source>the weapon or gear it draws</source>
        <translation>拔出的武器或装备</translation>
    </message>
    <message>
        <source>the weapon it loads (the usual: the first unloaded one)</source>
        <translation>装填的武器（通常：第一件未装填的）</translation>
    </message>
    <message>
        <source>declared as a trip or a disarm</source>
        <translation>宣告为绊摔或缴械</translation>
    </message>
    <message>
        <source>the rusher goes on with the victim or stays</source>
        <translation>冲撞者随目标前进或留在原地</translation>
    </message>
    <message>
        <source>what the rusher leads with (the usual: its own)</source>
        <translation>冲撞者用以开路的东西（通常：其自身的）</translation>
    </message>
    <message>
        <source>the load it bears, in the unit of its heavy load</source>
        <translation>所承载的负重，以其重负荷为单位</translation>
    </message>
    <message>
        <source>a turn-order score below yours</source>
        <translation>低于你的行动顺序值</translation>
    </message>
    <message>
        <source>a condition removed without a check (the usual: the Medicine check)</source>
        <translation>无需检定即可移除的状态（通常：医疗检定）</translation>
    </message>
    <message>
        <source>how many rounds it loads (the usual: a full load)</source>
        <translation>装填多少发（通常：装满）</translation>
    </message>
    <message>
        <source>ammunition lying near (the usual: from the inventory)</source>
        <translation>附近地上的弹药（通常：取自物品栏）</translation>
    </message>
    <message>
        <source>the second line&apos;s cell: column,row</source>
        <translation>第二条线的格子：列,行</translation>
    </message>
    <message>
        <source>the skill that disarms it</source>
        <translation>用于拆除的技能</translation>
    </message>
    <message>
        <source>the item in hand it drops</source>
        <translation>丢下的手中物品</translation>
    </message>
    <message>
        <source>the item in hand it puts away</source>
        <translation>收起的手中物品</translation>
    </message>
    <message>
        <source>the item it takes in hand</source>
        <translation>拿到手中的物品</translation>
    </message>
    <message>
        <source>what it picks up</source>
        <translation>捡起的东西</translation>
    </message>
    <message>
        <source>rounds it picks up (the usual: up to 5)</source>
        <translation>捡起的弹药数（通常：最多 5 发）</translation>
    </message>
    <message>
        <source>AP it spends on dodging (the usual: 1)</source>
        <translation>用于闪避的行动点（通常：1）</translation>
    </message>
    <message>
        <source>shots in the burst (the usual: 2)</source>
        <translation>连射的发数（通常：2）</translation>
    </message>
    <message>
        <source>a hard surface&apos;s extra penalty</source>
        <translation>困难表面的额外减值</translation>
    </message>
    <message>
        <source>what the two weapons watch for</source>
        <translation>两件武器的警戒方式</translation>
    </message>
    <message>
        <source>the task of the long-action table</source>
        <translation>长时行动表中的任务</translation>
    </message>
    <message>
        <source>the task&apos;s length in seconds (the usual: the table&apos;s)</source>
        <translation>任务时长（秒）（通常：按表）</translation>
    </message>
    <message>
        <source>the item it readies</source>
        <translation>准备好的物品</translation>
    </message>
    <message>
        <source>the weapon it draws</source>
        <translation>拔出的武器</translation>
    </message>
    <message>
        <source>the ready item it holds out</source>
        <translation>递出的已备物品</translation>
    </message>
    <message>
        <source>the attribute rolled (the usual: DX)</source>
        <translation>检定的属性（通常：敏捷）</translation>
    </message>
    <message>
        <source>what the trigger sets off (the usual: an attack)</source>
        <translation>触发后执行的动作（通常：攻击）</translation>
    </message>
    <message>
        <source>the target retreats</source>
        <translation>目标后撤</translation>
    </message>
    <message>
        <source>the weapon rests on something (+1)</source>
        <translation>武器有所依托（+1）</translation>
    </message>
    <message>
        <source>the reach held, in yards (the usual: its usual one)</source>
        <translation>握持的触及距离（码）（通常：其常用的）</translation>
    </message>
    <message>
        <source>the weight in pounds (the usual: the lift under way)</source>
        <translation>重量（磅）（通常：正在进行的举起）</translation>
    </message>
    <message>
        <source>one hand or two (the usual: one if it can)</source>
        <translation>单手或双手（通常：能单手则单手）</translation>
    </message>
    <message>
        <source>where it puts the item (the usual: away on the person)</source>
        <translation>物品放在哪里（通常：收在身上）</translation>
    </message>
    <message>
        <source>the hex it retreats into: column,row (the usual: straight away)</source>
        <translation>后撤进入的六角格：列,行（通常：正后方）</translation>
    </message>
    <message>
        <source>the other hex of the zone: column,row</source>
        <translation>区域的另一个六角格：列,行</translation>
    </message>
    <message>
        <source>shots fired</source>
        <translation>射击发数</translation>
    </message>
    <message>
        <source>ammo dice, at most RoF and rounds - 1</source>
        <translation>弹药骰，最多为射速与弹数 - 1</translation>
    </message>
    <message>
        <source>the item it uses</source>
        <translation>使用的物品</translation>
    </message>
    <message>
        <source>the skill rolled with the item&apos;s gear dice (the usual: no roll)</source>
        <translation>搭配物品装备骰检定的技能（通常：不检定）</translation>
    </message>
    <message>
        <source>the item&apos;s gear dice</source>
        <translation>物品的装备骰</translation>
    </message>
    <message>
        <source>what it heals (the usual: the kind that broke it)</source>
        <translation>治疗的类型（通常：导致倒下的那种）</translation>
    </message>
    <message>
        <source>keep the item taken (no: throw it to a zone beside)</source>
        <translation>保留夺得的物品（否：扔到相邻区域）</translation>
    </message>
    <message>
        <source>the ambush is well prepared (-2)</source>
        <translation>伏击准备充分（-2）</translation>
    </message>
    <message>
        <source>sneak up to Engaged (-2)</source>
        <translation>潜行至贴身（-2）</translation>
    </message>
    <message>
        <source>opposed by its Insight</source>
        <translation>以其洞察对抗</translation>
    </message>
    <message>
        <source>an interrogation, opposed by its Stamina</source>
        <translation>审讯，以其体魄对抗</translation>
    </message>
    <message>
        <source>what the persuasion is for</source>
        <translation>说服的目的</translation>
    </message>
    <message>
        <source>the GM&apos;s other factors</source>
        <translation>主持人的其他因素</translation>
    </message>
    <message>
        <source>the GM&apos;s modifier</source>
        <translation>主持人的修正值</translation>
    </message>
    <message>
        <source>threatened 1, a friend dies 2, torture 3</source>
        <translation>受威胁 1，友人死亡 2，酷刑 3</translation>
    </message>
    <message>
        <source>the initiative card it picks</source>
        <translation>选取的先攻卡</translation>
    </message>
    <message>
        <source>the victim (the usual: every enemy)</source>
        <translation>受害者（通常：所有敌人）</translation>
    </message>
    <message>
        <source>the enemy watching</source>
        <translation>正在观察的敌人</translation>
    </message>
    <message>
        <source>extra hits bought with sixes: b on the same target, c+1 in the same zone</source>
        <translation>用六点购买的额外命中：b 为同一目标，c+1 为同一区域</translation>
    </message>
    <message>
        <source>sentences or pieces</source>
        <translation>句数或件数</translation>
    </message>
    <message>
        <source>the crafting penalty</source>
        <translation>制作减值</translation>
    </message>
    <message>
        <source>the roll the task needs, if any</source>
        <translation>该任务所需的掷骰（如有）</translation>
    </message>
</context>
<context>
    <name>OptionKeys</name>
    <message>
        <source>ammo</source>
        <extracomment>Every option key the bundled catalogues ask (context &quot;OptionKeys&quot;).</extracomment>
        <translation>弹药</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>旁边</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>加值</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>架稳</translation>
    </message>
    <message>
        <source>card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>extra_hits</source>
        <translation>额外命中</translation>
    </message>
    <message>
        <source>face</source>
        <translation>朝向</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>治疗</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>六角格</translation>
    </message>
    <message>
        <source>interrogate</source>
        <translation>审问</translation>
    </message>
    <message>
        <source>item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>line2</source>
        <translation>第二条线</translation>
    </message>
    <message>
        <source>load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>调整值</translation>
    </message>
    <message>
        <source>onto</source>
        <translation>放到</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>减值</translation>
    </message>
    <message>
        <source>position</source>
        <translation>处境</translation>
    </message>
    <message>
        <source>purpose</source>
        <translation>目的</translation>
    </message>
    <message>
        <source>push</source>
        <translation>强推</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>触及</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>resist</source>
        <translation>抵抗</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>后撤</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>已掷</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>弹数</translation>
    </message>
    <message>
        <source>score</source>
        <translation>顺序值</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>shots</source>
        <translation>射击数</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>stakes</source>
        <translation>筹码</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>表面</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然后</translation>
    </message>
    <message>
        <source>to_engaged</source>
        <translation>至贴身</translation>
    </message>
    <message>
        <source>victims</source>
        <translation>受害者</translation>
    </message>
    <message>
        <source>watchers</source>
        <translation>观察者</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>武器</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>well_prepared</source>
        <translation>准备充分</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>{action}: options</source>
        <translation>{action}：选项</translation>
    </message>
    <message>
        <source>What is left as it is plays as usual.</source>
        <translation>保持不变的选项按通常方式处理。</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>Overwatch by {who}</source>
        <extracomment>(from, to, tooltip) in world coordinates.</extracomment>
        <translation>{who}的戒备射击</translation>
    </message>
</context>
<context>
    <name>PathOverlay</name>
    <message>
        <source>{cost}, {over} over</source>
        <translation>{cost}，超出 {over}</translation>
    </message>
    <message>
        <source>{cost}, {left} left</source>
        <translation>{cost}，剩余 {left}</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <source>Player View &amp;Screen</source>
        <translation>玩家视图屏幕(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Fit Players&apos; View to Map</source>
        <translation>玩家视图适应地图(&amp;F)</translation>
    </message>
    <message>
        <source>Show Players &amp;This Area</source>
        <translation>向玩家显示此区域(&amp;T)</translation>
    </message>
    <message>
        <source>Show Players an &amp;Area (Drag on the Map)</source>
        <translation>向玩家显示区域（在地图上拖动）(&amp;A)</translation>
    </message>
    <message>
        <source>One &amp;Inch per Cell</source>
        <translation>每格一英寸(&amp;I)</translation>
    </message>
    <message>
        <source>Projector Screen &amp;Width...</source>
        <translation>投影屏幕宽度(&amp;W)...</translation>
    </message>
    <message>
        <source>&amp;Large Print</source>
        <translation>大字模式(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;Enemies&apos; Health</source>
        <translation>显示敌人的生命值(&amp;E)</translation>
    </message>
    <message>
        <source>Drag over the area to show the players; Escape to stop.</source>
        <translation>拖动选择要向玩家显示的区域；按 Esc 停止。</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>{name} ({w}x{h} at {x},{y})</source>
        <translation>{name}（{w}x{h}，位于 {x},{y}）</translation>
    </message>
    <message>
        <source>{name} - Players</source>
        <extracomment>The window was closed (by the GM&apos;s menu or its own close button). What it shows changed (a fit, an area, one inch per cell, a zoom of its own): the new Camera.
----------
Whether the players see the health of tokens not on their sides (View &gt; Player View Screen). The GM&apos;s ruler while it is held (Battle &gt; Measure): the players see the distance too.</extracomment>
        <translation>{name} - 玩家</translation>
    </message>
    <message>
        <source>Fit Map</source>
        <translation>适应地图</translation>
    </message>
</context>
<context>
    <name>ReactionRow</name>
    <message>
        <source>Roll</source>
        <extracomment>Least height of the list of offers (px): two rows of sentence and buttons.</extracomment>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
</context>
<context>
    <name>ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation>反应</translation>
    </message>
    <message>
        <source>No reactions waiting.</source>
        <translation>没有等待中的反应。</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>{at} is off the map</source>
        <translation>{at} 在地图之外</translation>
    </message>
    <message>
        <source>step {step} to {at} is not next to the last cell</source>
        <translation>第 {step} 步到 {at} 与上一格不相邻</translation>
    </message>
    <message>
        <source>{terrain} blocks the way at {at}</source>
        <translation>{at} 的{terrain}挡住了去路</translation>
    </message>
    <message>
        <source>a wall or closed door blocks the way into {at}</source>
        <translation>墙或关着的门挡住了进入 {at} 的路</translation>
    </message>
    <message>
        <source>a wall blocks the way at {at}</source>
        <translation>{at} 有墙挡路</translation>
    </message>
    <message>
        <source>cannot cut the corner of a wall into {at}</source>
        <translation>不能贴着墙角斜穿进入 {at}</translation>
    </message>
    <message>
        <source>{by} blocks the way at {at}</source>
        <translation>{by}在 {at} 挡住了去路</translation>
    </message>
    <message>
        <source>{by} already stands at {at}</source>
        <translation>{by}已经站在 {at}</translation>
    </message>
    <message>
        <source>{at} holds no more than {limit} tokens</source>
        <translation>{at} 最多容纳 {limit} 个标记</translation>
    </message>
    <message>
        <source>costs {cost}, only {budget} left</source>
        <translation>需要 {cost}，只剩 {budget}</translation>
    </message>
    <message>
        <source>cannot move while {condition}</source>
        <translation>处于{condition}状态时不能移动</translation>
    </message>
    <message>
        <source>cannot move while {posture}</source>
        <translation>处于{posture}姿势时不能移动</translation>
    </message>
    <message>
        <source>the token did not move</source>
        <translation>标记没有移动</translation>
    </message>
    <message>
        <source>click a token to act on</source>
        <translation>单击要作用的标记</translation>
    </message>
    <message>
        <source>there is no token {token}</source>
        <translation>没有标记 {token}</translation>
    </message>
    <message>
        <source>the ruleset has no template {template}</source>
        <translation>规则集中没有模板 {template}</translation>
    </message>
    <message>
        <source>the ruleset has no terrain {terrain}</source>
        <translation>规则集中没有地形 {terrain}</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>没有需要更改的</translation>
    </message>
    <message>
        <source>there is no door at {at}</source>
        <translation>{at} 没有门</translation>
    </message>
    <message>
        <source>the ruleset has no door to put at {at}</source>
        <translation>规则集中没有可放在 {at} 的门</translation>
    </message>
    <message>
        <source>there is no wall segment {segment}</source>
        <translation>没有墙段 {segment}</translation>
    </message>
    <message>
        <source>the map holds at most {most} of these</source>
        <translation>地图上最多只能有 {most} 个</translation>
    </message>
    <message>
        <source>there is no zone {zone}</source>
        <translation>没有区域 {zone}</translation>
    </message>
    <message>
        <source>there is no area template {area} on the map</source>
        <translation>地图上没有范围模板 {area}</translation>
    </message>
    <message>
        <source>an area template {area} is on the map already</source>
        <translation>地图上已经有范围模板 {area}</translation>
    </message>
    <message>
        <source>a map holds at most {most} area templates</source>
        <translation>一张地图最多容纳 {most} 个范围模板</translation>
    </message>
    <message>
        <source>point it at another cell: a cone or a line needs a direction</source>
        <translation>请指向另一个格子：锥形或直线需要方向</translation>
    </message>
    <message>
        <source>a note needs some text</source>
        <translation>备注需要有文字</translation>
    </message>
    <message>
        <source>a note has at most {most} characters</source>
        <translation>备注最多 {most} 个字符</translation>
    </message>
    <message>
        <source>a note must lie on the map</source>
        <translation>备注必须位于地图上</translation>
    </message>
    <message>
        <source>there is already a note or drawing {note}</source>
        <translation>已有备注或绘图 {note}</translation>
    </message>
    <message>
        <source>there is no note or drawing {note}</source>
        <translation>没有备注或绘图 {note}</translation>
    </message>
    <message>
        <source>the map holds no more notes or drawings ({most} at most)</source>
        <translation>地图上不能再添加备注或绘图（最多 {most} 个）</translation>
    </message>
    <message>
        <source>a drawing needs at least two points</source>
        <translation>绘图至少需要两个点</translation>
    </message>
    <message>
        <source>a drawing has at most {most} points</source>
        <translation>绘图最多 {most} 个点</translation>
    </message>
    <message>
        <source>a token needs a name</source>
        <translation>标记需要名称</translation>
    </message>
    <message>
        <source>a name has at most {limit} characters</source>
        <translation>名称最多 {limit} 个字符</translation>
    </message>
    <message>
        <source>a label is 1 to {limit} characters without spaces</source>
        <translation>标签须为 1 到 {limit} 个字符，不含空格</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; must be one word of letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;</source>
        <translation>阵营“{side}”必须是由字母、数字、“-”、“_”或“.”组成的一个词</translation>
    </message>
    <message>
        <source>the count must be at least 1, not {count}</source>
        <translation>数量至少为 1，而不是 {count}</translation>
    </message>
    <message>
        <source>posture {posture} is not one of {known}</source>
        <translation>姿势 {posture} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>facing must be 0 to {limit}, not {facing}</source>
        <translation>朝向必须在 0 到 {limit} 之间，而不是 {facing}</translation>
    </message>
    <message>
        <source>{token} is already in front</source>
        <translation>{token}已经在最上层</translation>
    </message>
    <message>
        <source>no free cell within {within} of {token}</source>
        <translation>{token}周围 {within} 以内没有空格</translation>
    </message>
    <message>
        <source>the ruleset has no stat {stat}</source>
        <translation>规则集中没有属性 {stat}</translation>
    </message>
    <message>
        <source>{stat} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{stat} 必须是整数，而不是“{text}”</translation>
    </message>
    <message>
        <source>{stat} must be a number, not &apos;{text}&apos;</source>
        <translation>{stat} 必须是数字，而不是“{text}”</translation>
    </message>
    <message>
        <source>{stat} must be yes or no, not &apos;{text}&apos;</source>
        <translation>{stat} 必须是“是”或“否”，而不是“{text}”</translation>
    </message>
    <message>
        <source>{stat} must be at least {min}, not {value}</source>
        <translation>{stat} 至少为 {min}，而不是 {value}</translation>
    </message>
    <message>
        <source>{stat} must be at most {max}, not {value}</source>
        <translation>{stat} 最多为 {max}，而不是 {value}</translation>
    </message>
    <message>
        <source>the scale must be a positive number, not {scale}</source>
        <translation>比例必须是正数，而不是 {scale}</translation>
    </message>
    <message>
        <source>the offset must be a finite number</source>
        <translation>偏移必须是有限的数字</translation>
    </message>
    <message>
        <source>the opacity must be between 0 and 1, not {opacity}</source>
        <translation>不透明度必须在 0 到 1 之间，而不是 {opacity}</translation>
    </message>
    <message>
        <source>no image file is chosen</source>
        <translation>未选择图片文件</translation>
    </message>
    <message>
        <source>{system} has no initiative rule yet</source>
        <translation>{system} 还没有先攻规则</translation>
    </message>
    <message>
        <source>the turn order must list the same tokens</source>
        <translation>行动顺序必须列出相同的标记</translation>
    </message>
    <message>
        <source>needs {need} {kind}, {left} left</source>
        <translation>需要 {need} 个{kind}，只剩 {left} 个</translation>
    </message>
    <message>
        <source>cannot act while {condition}</source>
        <translation>处于{condition}状态时不能行动</translation>
    </message>
    <message>
        <source>the attacker cannot act while {condition}</source>
        <translation>攻击者处于{condition}状态时不能行动</translation>
    </message>
    <message>
        <source>cannot react while {condition}</source>
        <translation>处于{condition}状态时不能反应</translation>
    </message>
    <message>
        <source>already used {used} of {limit} this {scope}</source>
        <translation>本{scope}已用 {used} 次，上限 {limit} 次</translation>
    </message>
    <message>
        <source>not its turn ({active} acts now)</source>
        <translation>还没轮到它（现在是{active}行动）</translation>
    </message>
    <message>
        <source>only on its own turn ({active} acts now)</source>
        <translation>只能在自己的回合进行（现在是{active}行动）</translation>
    </message>
    <message>
        <source>the ruleset has no action {action}</source>
        <translation>规则集中没有动作 {action}</translation>
    </message>
    <message>
        <source>no weapon is ready</source>
        <translation>没有准备好的武器</translation>
    </message>
    <message>
        <source>{weapon} is not ready</source>
        <translation>{weapon} 未准备好</translation>
    </message>
    <message>
        <source>{weapon} is out of ammunition</source>
        <translation>{weapon} 没有弹药了</translation>
    </message>
    <message>
        <source>{weapon} is already fully loaded</source>
        <translation>{weapon} 已经装满</translation>
    </message>
    <message>
        <source>choose a target first</source>
        <translation>请先选择目标</translation>
    </message>
    <message>
        <source>there is no token {target}</source>
        <translation>没有标记 {target}</translation>
    </message>
    <message>
        <source>{target} is not an enemy</source>
        <translation>{target}不是敌人</translation>
    </message>
    <message>
        <source>{target} is not an ally</source>
        <translation>{target}不是盟友</translation>
    </message>
    <message>
        <source>a token cannot target itself</source>
        <translation>标记不能以自己为目标</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>没有射击线</translation>
    </message>
    <message>
        <source>{token} has already acted</source>
        <translation>{token}已经行动过了</translation>
    </message>
    <message>
        <source>this action takes no target</source>
        <translation>这个动作不需要目标</translation>
    </message>
    <message>
        <source>choose a {target} on the map first</source>
        <translation>请先在地图上选择{target}</translation>
    </message>
    <message>
        <source>the chosen cell is off the map</source>
        <translation>所选格子在地图之外</translation>
    </message>
    <message>
        <source>choose a direction away from the token&apos;s own cell</source>
        <translation>请选择离开标记自身所在格的方向</translation>
    </message>
    <message>
        <source>draw a path on the map first</source>
        <translation>请先在地图上画出路径</translation>
    </message>
    <message>
        <source>nothing is ready to put away</source>
        <translation>没有可收起的已准备物品</translation>
    </message>
    <message>
        <source>everything carried is already ready</source>
        <translation>携带的物品都已准备好</translation>
    </message>
    <message>
        <source>the token carries no {item}</source>
        <translation>标记没有携带 {item}</translation>
    </message>
    <message>
        <source>{item} is not ready</source>
        <translation>{item} 未准备好</translation>
    </message>
    <message>
        <source>{item} is already ready</source>
        <translation>{item} 已经准备好</translation>
    </message>
    <message>
        <source>the token is already {posture}</source>
        <translation>标记已经处于{posture}姿势</translation>
    </message>
    <message>
        <source>the token carries no weapon {weapon}</source>
        <translation>标记没有携带武器 {weapon}</translation>
    </message>
    <message>
        <source>{token} is named by an objective (protect it): mark it dead or routed instead of deleting it</source>
        <translation>{token}是某个目标（保护它）所指的单位：请将其标记为阵亡或溃逃，而不是删除</translation>
    </message>
    <message>
        <source>{weapon} is out of range: the target is {distance} {unit} away, it reaches {range}</source>
        <translation>{weapon} 射程不够：目标在 {distance} {unit} 外，射程为 {range}</translation>
    </message>
    <message>
        <source>the token is not valid: {error}</source>
        <translation>标记无效：{error}</translation>
    </message>
    <message>
        <source>there are no tokens on the map</source>
        <translation>地图上没有标记</translation>
    </message>
    <message>
        <source>round {round} is the last a battle file can hold</source>
        <translation>第 {round} 轮是战斗文件能保存的最后一轮</translation>
    </message>
    <message>
        <source>no token is being dragged</source>
        <translation>没有正在拖动的标记</translation>
    </message>
    <message>
        <source>that reaction is no longer on offer</source>
        <translation>该反应已不再可用</translation>
    </message>
    <message>
        <source>the reaction is refused: {why}</source>
        <translation>反应被拒绝：{why}</translation>
    </message>
    <message>
        <source>the ruleset has no option {option}</source>
        <translation>规则集中没有选项 {option}</translation>
    </message>
    <message>
        <source>option {option}: {why}</source>
        <translation>选项 {option}：{why}</translation>
    </message>
    <message>
        <source>no token has side &apos;{side}&apos;</source>
        <translation>没有标记属于阵营“{side}”</translation>
    </message>
    <message>
        <source>the entry of side &apos;{side}&apos; names side &apos;{entry}&apos;</source>
        <translation>阵营“{side}”的条目写的是阵营“{entry}”</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot be played by &apos;{played_by}&apos;</source>
        <translation>阵营“{side}”不能由“{played_by}”操作</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot fight &apos;{temperament}&apos;</source>
        <translation>阵营“{side}”不能以“{temperament}”风格作战</translation>
    </message>
    <message>
        <source>choose at least one side</source>
        <translation>请至少选择一个阵营</translation>
    </message>
    <message>
        <source>the journal does not replay to the battle in the file (edited by hand?): opened as the file holds it</source>
        <translation>日志重放后与文件中的战斗不一致（是否手动编辑过？）：按文件中的战斗打开</translation>
    </message>
    <message>
        <source>those two cells do not share an edge</source>
        <translation>这两个格子没有公共边</translation>
    </message>
    <message>
        <source>only outside its own turn ({active} acts now)</source>
        <translation>只能在自己的回合之外进行（现在是{active}行动）</translation>
    </message>
    <message>
        <source>only while {values}, not {posture}</source>
        <translation>只能在{values}姿势时进行，而不是{posture}</translation>
    </message>
    <message>
        <source>not while {posture}</source>
        <translation>处于{posture}姿势时不能进行</translation>
    </message>
    <message>
        <source>only while {values}</source>
        <translation>只能在{values}状态时进行</translation>
    </message>
    <message>
        <source>not while {conditions}</source>
        <translation>处于{conditions}状态时不能进行</translation>
    </message>
    <message>
        <source>needs a ready weapon ({kinds})</source>
        <translation>需要一件准备好的武器（{kinds}）</translation>
    </message>
    <message>
        <source>needs a ready melee weapon</source>
        <translation>需要一件准备好的近战武器</translation>
    </message>
    <message>
        <source>needs a ready ranged weapon</source>
        <translation>需要一件准备好的远程武器</translation>
    </message>
    <message>
        <source>every weapon is already ready</source>
        <translation>所有武器都已准备好</translation>
    </message>
    <message>
        <source>no enemy is close enough to engage</source>
        <translation>没有敌人近到可以交战</translation>
    </message>
    <message>
        <source>not while engaged by {enemies}</source>
        <translation>与{enemies}交战时不能进行</translation>
    </message>
    <message>
        <source>needs an ally next to it</source>
        <translation>需要旁边有一名盟友</translation>
    </message>
    <message>
        <source>not while {condition}</source>
        <translation>处于{condition}状态时不能进行</translation>
    </message>
    <message>
        <source>only after taking aim</source>
        <translation>只能在瞄准之后进行</translation>
    </message>
    <message>
        <source>only while grappling someone</source>
        <translation>只能在擒抱某人时进行</translation>
    </message>
    <message>
        <source>not while holding {holds}</source>
        <translation>擒抱着{holds}时不能进行</translation>
    </message>
    <message>
        <source>not while on overwatch</source>
        <translation>戒备射击时不能进行</translation>
    </message>
    <message>
        <source>the target is too large: {size} is more than {limit} size larger</source>
        <translation>目标太大：{size} 比它大了不止 {limit} 个体型</translation>
    </message>
    <message>
        <source>{weapon} is not a light weapon</source>
        <translation>{weapon} 不是轻型武器</translation>
    </message>
    <message>
        <source>the token is not holding {target}</source>
        <translation>标记没有擒抱{target}</translation>
    </message>
    <message>
        <source>{target} is not the one holding this token</source>
        <translation>{target}并没有擒抱这个标记</translation>
    </message>
    <message>
        <source>{count} are too few for a volley</source>
        <translation>{count} 人太少，无法齐射</translation>
    </message>
    <message>
        <source>only in the turn the grapple began</source>
        <translation>只能在开始擒抱的那一回合进行</translation>
    </message>
    <message>
        <source>{weapon} is a natural weapon and cannot be dropped</source>
        <translation>{weapon} 是天生武器，不能丢下</translation>
    </message>
    <message>
        <source>{item} is not a light item the held token carries</source>
        <translation>{item} 不是被擒抱标记身上的轻型物品</translation>
    </message>
    <message>
        <source>{target} is not helpless</source>
        <translation>{target}并非无助</translation>
    </message>
    <message>
        <source>{target} is not in the same square</source>
        <translation>{target}不在同一格</translation>
    </message>
    <message>
        <source>no melee weapon {weapon} to arm with</source>
        <translation>没有可用来武装的近战武器 {weapon}</translation>
    </message>
    <message>
        <source>{purpose} is not one of {known}</source>
        <translation>{purpose} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>someone stands in the doorway at {at}</source>
        <translation>{at} 的门口站着人</translation>
    </message>
    <message>
        <source>the door at {at} is out of reach</source>
        <translation>{at} 的门够不着</translation>
    </message>
    <message>
        <source>there is no open door at {at}</source>
        <translation>{at} 没有开着的门</translation>
    </message>
    <message>
        <source>{target} carries no item to attack</source>
        <translation>{target}身上没有可攻击的物品</translation>
    </message>
    <message>
        <source>there is no item {item} (carried: {items})</source>
        <translation>没有物品 {item}（携带的：{items}）</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: reload it first</source>
        <translation>{weapon} 没有装填：请先装填</translation>
    </message>
    <message>
        <source>too many further targets: {named} named, at most {most}</source>
        <translation>额外目标太多：指定了 {named} 个，最多 {most} 个</translation>
    </message>
    <message>
        <source>{weapon} must be reloaded between shots</source>
        <translation>{weapon} 每次射击之间都要重新装填</translation>
    </message>
    <message>
        <source>{target} is named twice</source>
        <translation>{target}被指定了两次</translation>
    </message>
    <message>
        <source>a charge moves at least {need} squares, not {squares}</source>
        <translation>冲锋至少要移动 {need} 格，而不是 {squares} 格</translation>
    </message>
    <message>
        <source>a charge goes in a straight line</source>
        <translation>冲锋必须走直线</translation>
    </message>
    <message>
        <source>the charge does not end where it can attack the target</source>
        <translation>冲锋的终点无法攻击目标</translation>
    </message>
    <message>
        <source>the charge must stop at {at}, the first square to attack from</source>
        <translation>冲锋必须停在 {at}，即第一个可以发动攻击的格子</translation>
    </message>
    <message>
        <source>the charge cannot end in an occupied square</source>
        <translation>冲锋不能停在有人的格子里</translation>
    </message>
    <message>
        <source>only an object token has a load</source>
        <translation>只有物件标记才有载重</translation>
    </message>
    <message>
        <source>the load must be a number, not &apos;{load}&apos;</source>
        <translation>载重必须是数字，而不是“{load}”</translation>
    </message>
    <message>
        <source>the load cannot be negative ({load})</source>
        <translation>载重不能为负数（{load}）</translation>
    </message>
    <message>
        <source>effective skill {skill} is below 3: no attack is possible</source>
        <translation>有效技能 {skill} 低于 3：无法攻击</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: {done} of {readies} Readies of reloading done</source>
        <translation>{weapon} 没有装填：重新装填已完成 {done}/{readies} 次准备</translation>
    </message>
    <message>
        <source>{weapon} is gripped for reach {grip}, the target is at {distance}</source>
        <translation>{weapon} 握持在触及 {grip}，目标在 {distance}</translation>
    </message>
    <message>
        <source>{weapon} fires {rof} shots: suppression needs RoF 5 or more</source>
        <translation>{weapon} 射速为 {rof}：压制射击需要射速 5 以上</translation>
    </message>
    <message>
        <source>a feint needs a melee weapon, not {weapon}</source>
        <translation>佯攻需要近战武器，而不是 {weapon}</translation>
    </message>
    <message>
        <source>crawling, it reaches only close combat, not {distance}</source>
        <translation>匍匐时只能触及近身，而不是 {distance}</translation>
    </message>
    <message>
        <source>an All-Out Attack moves at most half Move ({half_move}), not {moved}</source>
        <translation>全力攻击最多移动半个移动力（{half_move}），而不是 {moved}</translation>
    </message>
    <message>
        <source>an All-Out Attack turns only by moving forward</source>
        <translation>全力攻击只能借向前移动来转向</translation>
    </message>
    <message>
        <source>facing {face} is not one of {allowed}</source>
        <translation>朝向 {face} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>choose a facing: {allowed}</source>
        <translation>请选择朝向：{allowed}</translation>
    </message>
    <message>
        <source>{maneuver} allows no turn ({hex_sides} hex sides asked)</source>
        <translation>{maneuver} 不允许转向（要求转 {hex_sides} 个六角格面）</translation>
    </message>
    <message>
        <source>turning {hex_sides} hex sides costs {cost} movement ({free} free), only {left} left</source>
        <translation>转 {hex_sides} 个六角格面要花 {cost} 移动力（免费 {free}），只剩 {left}</translation>
    </message>
    <message>
        <source>already turned {hex_sides} hex sides: {maneuver} allows no movement</source>
        <translation>已经转了 {hex_sides} 个六角格面：{maneuver} 不允许移动</translation>
    </message>
    <message>
        <source>stunned: only Do Nothing or a defence, not {action}</source>
        <translation>震慑中：只能什么都不做或防御，不能 {action}</translation>
    </message>
    <message>
        <source>lost its balance: only a retreating defence, not {action}</source>
        <translation>失去平衡：只能后退防御，不能 {action}</translation>
    </message>
    <message>
        <source>no Wait is armed</source>
        <translation>没有设定等待</translation>
    </message>
    <message>
        <source>a free crouch only at the start of the turn</source>
        <translation>免费蹲下只能在回合开始时进行</translation>
    </message>
    <message>
        <source>to pick up from the ground it must be {postures}, not {posture}</source>
        <translation>要从地上捡起东西必须处于{postures}，而不是{posture}</translation>
    </message>
    <message>
        <source>not forward: step {step} turns away from facing {facing}</source>
        <translation>不是向前：第 {step} 步偏离了朝向 {facing}</translation>
    </message>
    <message>
        <source>readying {item} takes {turns} turns: use {use}</source>
        <translation>准备 {item} 需要 {turns} 回合：请用 {use}</translation>
    </message>
    <message>
        <source>{item} is broken</source>
        <translation>{item} 已损坏</translation>
    </message>
    <message>
        <source>the arm holding {item} is strained</source>
        <translation>拿着 {item} 的手臂已拉伤</translation>
    </message>
    <message>
        <source>{item} lies on the {source}: use {use}</source>
        <translation>{item} 在{source}上：请用 {use}</translation>
    </message>
    <message>
        <source>it must stand still this turn to take {item} from the {source}</source>
        <translation>本回合必须站着不动，才能从{source}拿取 {item}</translation>
    </message>
    <message>
        <source>{item} is out of reach</source>
        <translation>{item} 够不着</translation>
    </message>
    <message>
        <source>it must kneel, crawl, sit or lie to take {item} from the {source}</source>
        <translation>必须跪、爬、坐或躺下，才能从{source}拿取 {item}</translation>
    </message>
    <message>
        <source>{item} is kept at an unknown place</source>
        <translation>{item} 放在未知的地方</translation>
    </message>
    <message>
        <source>{giver} must hold out {item} first</source>
        <translation>{giver}必须先递出 {item}</translation>
    </message>
    <message>
        <source>one item per hand-over</source>
        <translation>每次交接只能一件物品</translation>
    </message>
    <message>
        <source>both must stand still: {who} has moved</source>
        <translation>双方都必须站着不动：{who}已经移动过</translation>
    </message>
    <message>
        <source>the giver does not carry {item}</source>
        <translation>给予者没有携带 {item}</translation>
    </message>
    <message>
        <source>the token already carries {item}</source>
        <translation>标记已经携带 {item}</translation>
    </message>
    <message>
        <source>no ready weapon has a grip to change</source>
        <translation>没有可以改变握法的已准备武器</translation>
    </message>
    <message>
        <source>reach {reach} is not one of {allowed}</source>
        <translation>触及 {reach} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{weapon} changes grip from {grip} to {reach} in {readies} Readies, one per Ready</source>
        <translation>{weapon} 从 {grip} 改握到 {reach} 需要 {readies} 次准备，每次准备一步</translation>
    </message>
    <message>
        <source>the token has no Fast-Draw skill</source>
        <translation>标记没有快速拔出技能</translation>
    </message>
    <message>
        <source>Fast-Draw of {item} failed: use Ready</source>
        <translation>快速拔出 {item} 失败：请用准备</translation>
    </message>
    <message>
        <source>Fast-Draw only from the person, not {item} put down</source>
        <translation>快速拔出只能从身上拔，不能拔放下的 {item}</translation>
    </message>
    <message>
        <source>the weight must be a positive number, not &apos;{weight}&apos;</source>
        <translation>重量必须是正数，而不是“{weight}”</translation>
    </message>
    <message>
        <source>hands must be one of {allowed}, not {hands}</source>
        <translation>手数必须是 {allowed} 之一，而不是 {hands}</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy for one hand: at most {most} lb (2 x Basic Lift {basic_lift})</source>
        <translation>{weight} 磅对单手来说太重：最多 {most} 磅（2 × 基本负重 {basic_lift}）</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy: at most {most} lb (8 x Basic Lift {basic_lift})</source>
        <translation>{weight} 磅太重：最多 {most} 磅（8 × 基本负重 {basic_lift}）</translation>
    </message>
    <message>
        <source>{task} is not one of {allowed}</source>
        <translation>{task} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{stat} is not one of {allowed}</source>
        <translation>{stat} 不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>hurry {task} only when it begins</source>
        <translation>只能在 {task} 开始时赶工</translation>
    </message>
    <message>
        <source>{token} has already retreated this turn</source>
        <translation>{token}本回合已经后退过</translation>
    </message>
    <message>
        <source>choose the hex {token} retreats into</source>
        <translation>请选择{token}后退进入的六角格</translation>
    </message>
    <message>
        <source>hex {hex} is not a step away from {token}</source>
        <translation>六角格 {hex} 不是离开{token}的一步</translation>
    </message>
    <message>
        <source>&apos;{hex}&apos; is not a hex: write column,row</source>
        <translation>“{hex}”不是六角格：请写成 列,行</translation>
    </message>
    <message>
        <source>shots must be {least} to {most}, not {shots}</source>
        <translation>射击次数必须在 {least} 到 {most} 之间，而不是 {shots}</translation>
    </message>
    <message>
        <source>the suppressed zone cannot start in its own hex</source>
        <translation>压制区域不能从自己所在的六角格开始</translation>
    </message>
    <message>
        <source>the second hex {beside} is not beside the first</source>
        <translation>第二个六角格 {beside} 不在第一个旁边</translation>
    </message>
    <message>
        <source>the zone is {distance} away, the weapon reaches {range}</source>
        <translation>区域在 {distance} 外，武器射程为 {range}</translation>
    </message>
    <message>
        <source>enters a suppressed zone (skill {skill}, {chance} to be hit)</source>
        <translation>进入压制区域（技能 {skill}，被命中几率 {chance}）</translation>
    </message>
    <message>
        <source>the Wait plan &apos;{then}&apos; is not one of {allowed}</source>
        <translation>等待计划“{then}”不在 {allowed} 之中</translation>
    </message>
    <message>
        <source>{maneuver} after a Wait moves at most {step}, not {moved}</source>
        <translation>等待之后的 {maneuver} 最多移动 {step}，而不是 {moved}</translation>
    </message>
    <message>
        <source>the score must be a whole number, not &apos;{score}&apos;</source>
        <translation>分数必须是整数，而不是“{score}”</translation>
    </message>
    <message>
        <source>a delay must go below the initiative score {rk}, not to {score}</source>
        <translation>延后必须低于先攻值 {rk}，而不是到 {score}</translation>
    </message>
    <message>
        <source>delay only before spending any AP this turn</source>
        <translation>只能在本回合花费任何行动点之前延后</translation>
    </message>
    <message>
        <source>one Overwatch a round: another is already used</source>
        <translation>每轮只能一次戒备射击：另一种已经用过</translation>
    </message>
    <message>
        <source>no running while climbing: at most {limit} squares, not {squares}</source>
        <translation>攀爬时不能奔跑：最多 {limit} 格，而不是 {squares} 格</translation>
    </message>
    <message>
        <source>a burst fires {min} to {max} shots, not {shots}</source>
        <translation>连发射击 {min} 到 {max} 发，而不是 {shots} 发</translation>
    </message>
    <message>
        <source>the shots must be a whole number, not &apos;{shots}&apos;</source>
        <translation>射击次数必须是整数，而不是“{shots}”</translation>
    </message>
    <message>
        <source>{weapon} takes no ammunition to reload</source>
        <translation>{weapon} 不用弹药，无需装填</translation>
    </message>
    <message>
        <source>reload at least one round into {weapon}</source>
        <translation>至少往 {weapon} 装填一发</translation>
    </message>
    <message>
        <source>no free hand for {item}: holding {holding}</source>
        <translation>没有空手拿 {item}：手里拿着 {holding}</translation>
    </message>
    <message>
        <source>both hands must be free, not holding {holding}</source>
        <translation>双手必须空着，不能拿着 {holding}</translation>
    </message>
    <message>
        <source>{weapon} is not a weapon to set up</source>
        <translation>{weapon} 不是可以架设的武器</translation>
    </message>
    <message>
        <source>{by} already has a weapon set up at {at}</source>
        <translation>{by}已经在 {at} 架设了武器</translation>
    </message>
    <message>
        <source>no weapon is set up at {at}</source>
        <translation>{at} 没有架设的武器</translation>
    </message>
    <message>
        <source>no Overwatch is declared on line {line}</source>
        <translation>第 {line} 条线上没有宣告戒备射击</translation>
    </message>
    <message>
        <source>needs two ready weapons of the same type</source>
        <translation>需要两件同类型的已准备武器</translation>
    </message>
    <message>
        <source>the mode &apos;{mode}&apos; is not one of {modes}</source>
        <translation>模式“{mode}”不在 {modes} 之中</translation>
    </message>
    <message>
        <source>set the option {option} first</source>
        <translation>请先设置选项 {option}</translation>
    </message>
    <message>
        <source>the second line&apos;s cell {at} is off the map or its own</source>
        <translation>第二条线的格子 {at} 在地图之外或是自己所在格</translation>
    </message>
    <message>
        <source>the second line at {at} points the same way as the first</source>
        <translation>位于 {at} 的第二条线与第一条方向相同</translation>
    </message>
    <message>
        <source>{target} has thrown nothing</source>
        <translation>{target}没有投掷任何东西</translation>
    </message>
    <message>
        <source>the thrown item crossed no line {watcher} watches</source>
        <translation>投掷物没有穿过{watcher}戒备的任何一条线</translation>
    </message>
    <message>
        <source>a thrown item crosses overwatch line {line} at {at}</source>
        <translation>投掷物在 {at} 穿过戒备射击线 {line}</translation>
    </message>
    <message>
        <source>{action} inside overwatch line {line}</source>
        <translation>在戒备射击线 {line} 内 {action}</translation>
    </message>
    <message>
        <source>{target} must be next to it</source>
        <translation>{target}必须在它旁边</translation>
    </message>
    <message>
        <source>{target} is not {condition}</source>
        <translation>{target}并不处于{condition}状态</translation>
    </message>
    <message>
        <source>{target} is not comatose</source>
        <translation>{target}没有昏迷</translation>
    </message>
    <message>
        <source>{target} is not knocked down</source>
        <translation>{target}没有被击倒</translation>
    </message>
    <message>
        <source>choose a cell on the map first</source>
        <translation>请先在地图上选择一个格子</translation>
    </message>
    <message>
        <source>a long jump goes in a straight line, not to {at}</source>
        <translation>跳远必须走直线，不能跳到 {at}</translation>
    </message>
    <message>
        <source>a long jump covers {min} to {max} ft, not {feet}</source>
        <translation>跳远距离为 {min} 到 {max} 英尺，而不是 {feet}</translation>
    </message>
    <message>
        <source>{at} is too far to place a mine</source>
        <translation>{at} 太远，无法放置地雷</translation>
    </message>
    <message>
        <source>the door at {at} opens by itself on a motion sensor</source>
        <translation>{at} 的门由动作感应器自动开启</translation>
    </message>
    <message>
        <source>nothing at {at} to interact with</source>
        <translation>{at} 没有可以互动的东西</translation>
    </message>
    <message>
        <source>a {size} token squeezes through for {extra_ap} AP more: use {use}</source>
        <translation>{size} 体型的标记挤过去要多花 {extra_ap} 行动点：请用 {use}</translation>
    </message>
    <message>
        <source>only for a {size} token, not {actual}</source>
        <translation>只适用于 {size} 体型的标记，而不是 {actual}</translation>
    </message>
    <message>
        <source>{at} is not next to the token</source>
        <translation>{at} 不在标记旁边</translation>
    </message>
    <message>
        <source>only while sneaking</source>
        <translation>只能在潜行时进行</translation>
    </message>
    <message>
        <source>{target} is aware of the thief</source>
        <translation>{target}察觉到了小偷</translation>
    </message>
    <message>
        <source>seen by {by}</source>
        <translation>被{by}看见</translation>
    </message>
    <message>
        <source>its position is obvious to {by}</source>
        <translation>它的位置对{by}一目了然</translation>
    </message>
    <message>
        <source>nobody saw {attacker}&apos;s sneak attack on {target} coming</source>
        <translation>没有人察觉到{attacker}对{target}的偷袭</translation>
    </message>
    <message>
        <source>no dice to roll</source>
        <translation>没有可掷的骰子</translation>
    </message>
    <message>
        <source>only at Engaged range, not {band}</source>
        <translation>只能在贴身距离进行，而不是{band}</translation>
    </message>
    <message>
        <source>the token is not grappling {target}</source>
        <translation>标记没有擒抱{target}</translation>
    </message>
    <message>
        <source>{target} is not grappling this token</source>
        <translation>{target}没有擒抱这个标记</translation>
    </message>
    <message>
        <source>{weapon} cannot fire full auto</source>
        <translation>{weapon} 不能全自动射击</translation>
    </message>
    <message>
        <source>{weapon} is not prepared: prepare it first</source>
        <translation>{weapon} 没有准备好：请先准备</translation>
    </message>
    <message>
        <source>{weapon} is not cocked: cock it first</source>
        <translation>{weapon} 没有上弦：请先上弦</translation>
    </message>
    <message>
        <source>the token is not on overwatch</source>
        <translation>标记没有在戒备射击</translation>
    </message>
    <message>
        <source>{target} is outside the overwatch</source>
        <translation>{target}在戒备射击范围之外</translation>
    </message>
    <message>
        <source>at most {most} can help</source>
        <translation>最多 {most} 人可以协助</translation>
    </message>
    <message>
        <source>the help already given is {given}, not {offered}</source>
        <translation>已提供的协助是{given}，而不是{offered}</translation>
    </message>
    <message>
        <source>{by} stands in the way in a cramped zone</source>
        <translation>在狭窄区域里{by}挡在中间</translation>
    </message>
    <message>
        <source>no passing {by} at {at} in a cramped zone</source>
        <translation>在狭窄区域里不能从 {at} 的{by}身边穿过</translation>
    </message>
    <message>
        <source>cannot shoot through the dark zone {zone}</source>
        <translation>不能穿过黑暗区域{zone}射击</translation>
    </message>
    <message>
        <source>the door at {at} is open only to those beside it</source>
        <translation>{at} 的门只对站在旁边的人敞开</translation>
    </message>
    <message>
        <source>the door at {at} is locked</source>
        <translation>{at} 的门锁着</translation>
    </message>
    <message>
        <source>the door at {at} is not locked</source>
        <translation>{at} 的门没有锁</translation>
    </message>
    <message>
        <source>parrying a {against} needs a sturdy item</source>
        <translation>招架{against}需要坚固的物品</translation>
    </message>
    <message>
        <source>{target} is not in the zone of {first}</source>
        <translation>{target}不在{first}所在的区域</translation>
    </message>
    <message>
        <source>extra hits from ammo dice are off</source>
        <translation>弹药骰的额外命中已关闭</translation>
    </message>
    <message>
        <source>extra hits need ammo dice</source>
        <translation>额外命中需要弹药骰</translation>
    </message>
    <message>
        <source>{action} under overwatch</source>
        <translation>在戒备射击下{action}</translation>
    </message>
    <message>
        <source>{action} against an overwatch</source>
        <translation>{action}对抗戒备射击</translation>
    </message>
    <message>
        <source>{skill} is not one of {known}</source>
        <translation>{skill} 不在 {known} 之中</translation>
    </message>
    <message>
        <source>the gear bonus must be a whole number, not &apos;{bonus}&apos;</source>
        <translation>装备加值必须是整数，而不是“{bonus}”</translation>
    </message>
    <message>
        <source>the stress must be a whole number, not &apos;{stress}&apos;</source>
        <translation>压力必须是整数，而不是“{stress}”</translation>
    </message>
    <message>
        <source>{target} is not broken</source>
        <translation>{target}没有崩溃</translation>
    </message>
    <message>
        <source>there is no cover at {at}</source>
        <translation>{at} 没有掩护</translation>
    </message>
    <message>
        <source>only after moving this round</source>
        <translation>只能在本轮移动之后进行</translation>
    </message>
    <message>
        <source>the position must be a whole number, not &apos;{position}&apos;</source>
        <translation>位置必须是整数，而不是“{position}”</translation>
    </message>
    <message>
        <source>the target cannot hear at {band} range</source>
        <translation>目标在{band}距离听不见</translation>
    </message>
    <message>
        <source>{token} is broken and cannot act</source>
        <translation>{token}已崩溃，无法行动</translation>
    </message>
    <message>
        <source>{token} has already swapped cards this round</source>
        <translation>{token}本轮已经换过卡牌</translation>
    </message>
    <message>
        <source>both need an initiative card</source>
        <translation>双方都需要一张先攻卡牌</translation>
    </message>
    <message>
        <source>initiative is dealt already (card {card})</source>
        <translation>先攻已经发牌（卡牌 {card}）</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; is not between 1 and {cards}</source>
        <translation>卡牌“{card}”不在 1 到 {cards} 之间</translation>
    </message>
    <message>
        <source>only after a successful sneak</source>
        <translation>只能在潜行成功之后进行</translation>
    </message>
    <message>
        <source>the sneak was at {target}</source>
        <translation>潜行的对象是{target}</translation>
    </message>
    <message>
        <source>name at least one enemy as victim</source>
        <translation>至少指定一名敌人作为受害者</translation>
    </message>
    <message>
        <source>{target} is not a vehicle</source>
        <translation>{target}不是载具</translation>
    </message>
    <message>
        <source>already aboard {vehicle}</source>
        <translation>已经在{vehicle}上</translation>
    </message>
    <message>
        <source>no seat is free (of {seats})</source>
        <translation>没有空座位（共 {seats} 个）</translation>
    </message>
    <message>
        <source>the token is not aboard a vehicle</source>
        <translation>标记不在载具上</translation>
    </message>
    <message>
        <source>{at} is not next to the vehicle</source>
        <translation>{at} 不在载具旁边</translation>
    </message>
    <message>
        <source>the way is blocked at {at}</source>
        <translation>{at} 的路被挡住了</translation>
    </message>
    <message>
        <source>the engine is already running</source>
        <translation>引擎已经在运转</translation>
    </message>
    <message>
        <source>already driving</source>
        <translation>已经在驾驶</translation>
    </message>
    <message>
        <source>only the driver can drive</source>
        <translation>只有驾驶员才能驾驶</translation>
    </message>
    <message>
        <source>the engine is off: start it first</source>
        <translation>引擎已熄火：请先发动</translation>
    </message>
    <message>
        <source>{at} is beyond the speed {speed}</source>
        <translation>{at} 超出速度 {speed} 的范围</translation>
    </message>
    <message>
        <source>aboard {vehicle}: it moves with the vehicle</source>
        <translation>在{vehicle}上：随载具移动</translation>
    </message>
    <message>
        <source>a vehicle moves only by a drive</source>
        <translation>载具只能通过驾驶移动</translation>
    </message>
    <message>
        <source>{action} provokes a reaction</source>
        <translation>{action} 引发了反应</translation>
    </message>
    <message>
        <source>nothing it carries takes ammunition to reload</source>
        <extracomment>A reason whose parameter is unset (a menu asks before anything is chosen): its sentence without it.</extracomment>
        <translation>身上没有需要装填弹药的东西</translation>
    </message>
    <message>
        <source>{weapon} cannot reach the target: it is {distance} {unit} away</source>
        <translation>{weapon}够不到目标：目标在 {distance} {unit} 之外</translation>
    </message>
    <message>
        <source>no weapon to set up</source>
        <translation>没有可架设的武器</translation>
    </message>
    <message>
        <source>the weight must be a positive number</source>
        <translation>重量必须是正数</translation>
    </message>
    <message>
        <source>standard actions</source>
        <extracomment>Words the engine passes as `kind` (budget_exceeded) and `scope` (limit_reached).</extracomment>
        <translation>标准动作</translation>
    </message>
    <message>
        <source>move actions</source>
        <translation>移动动作</translation>
    </message>
    <message>
        <source>swift actions</source>
        <translation>迅捷动作</translation>
    </message>
    <message>
        <source>full-round actions</source>
        <translation>整轮动作</translation>
    </message>
    <message>
        <source>slow actions</source>
        <translation>慢速动作</translation>
    </message>
    <message>
        <source>fast actions</source>
        <translation>快速动作</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>行动点</translation>
    </message>
    <message>
        <source>AP of the next turn</source>
        <translation>下一回合的行动点</translation>
    </message>
    <message>
        <source>maneuvers</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>反应</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>round</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <extracomment>Reaction kinds, as the path markers name them.</extracomment>
        <translation>借机攻击</translation>
    </message>
    <message>
        <source>Free attack</source>
        <translation>自由攻击</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>戒备射击</translation>
    </message>
    <message>
        <source>Held action</source>
        <translation>等待行动</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <extracomment>Reaction trigger codes, as the path markers explain them.</extracomment>
        <translation>离开其所在格</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>进入其所在格</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>离开受威胁的格子</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>脱离交战</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>进入其触及范围</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>离开其触及范围</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>在其触及范围内移动</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>进入火线</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>穿过火线</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>在火线内移动</translation>
    </message>
    <message>
        <source>entering a suppressed zone</source>
        <translation>进入压制区域</translation>
    </message>
    <message>
        <source>throwing an item across the line of fire</source>
        <translation>把物品投过火线</translation>
    </message>
    <message>
        <source>acting inside the line of fire</source>
        <translation>在火线内行动</translation>
    </message>
    <message>
        <source>acting under their overwatch</source>
        <translation>在其戒备射击下行动</translation>
    </message>
    <message>
        <source>acting against their overwatch</source>
        <translation>对抗其戒备射击而行动</translation>
    </message>
    <message>
        <source>an action that provokes</source>
        <translation>引发反应的行动</translation>
    </message>
    <message>
        <source>{what} by {who} ({why}, step {step})</source>
        <translation>{who}的{what}（{why}，第 {step} 步）</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的进度？</translation>
    </message>
    <message>
        <source>a battle never saved</source>
        <translation>从未保存的战斗</translation>
    </message>
    <message>
        <source>Battlemap was closed before {name} was saved.</source>
        <translation>Battlemap 在保存“{name}”之前被关闭了。</translation>
    </message>
    <message>
        <source>An autosave from {when} holds work that {where} does not. Recover it, discard it, or keep both (the recovered battle is saved as a copy beside the file).</source>
        <translation>{when} 的自动保存包含 {where} 中没有的进度。可以恢复、丢弃，或两者都保留（恢复的战斗另存为文件旁的副本）。</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep Both</source>
        <translation>两者都保留(&amp;K)</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
</context>
<context>
    <name>ReplayDock</name>
    <message>
        <source>Replay</source>
        <extracomment>The user asked to leave replay (the Leave button or the dock&apos;s close button).</extracomment>
        <translation>回放</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>&amp;Leave Replay</source>
        <translation>退出回放(&amp;L)</translation>
    </message>
    <message>
        <source>the start of the journal</source>
        <translation>日志开头</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}</source>
        <translation>第 {step} 步，共 {steps} 步：{what}</translation>
    </message>
</context>
<context>
    <name>Rolls</name>
    <message>
        <source>{n} dice</source>
        <translation>{n}颗骰</translation>
    </message>
    <message>
        <source>{n} dice vs {parry} parry dice</source>
        <translation>{n}颗骰对{parry}颗招架骰</translation>
    </message>
    <message>
        <source>; parry </source>
        <translation>；招架 </translation>
    </message>
    <message>
        <source>{pool} pushed</source>
        <translation>{pool}（强推）</translation>
    </message>
    <message>
        <source>sixes {n}</source>
        <translation>六点{n}个</translation>
    </message>
    <message>
        <source>cancelled {n}</source>
        <translation>抵消{n}个</translation>
    </message>
</context>
<context>
    <name>RuleOptionChoices</name>
    <message>
        <source>adjacent</source>
        <extracomment>Every choice of a bundled option as the Rules Options list shows it outside English (context &quot;RuleOptionChoices&quot;); English shows the choice as the ruleset and its descriptions spell it.</extracomment>
        <translation>相邻</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任何</translation>
    </message>
    <message>
        <source>any other</source>
        <translation>任何其他</translation>
    </message>
    <message>
        <source>at least one</source>
        <translation>至少一格</translation>
    </message>
    <message>
        <source>attribute and gear</source>
        <translation>属性骰与装备骰</translation>
    </message>
    <message>
        <source>bonus, then roll-off</source>
        <translation>先比加值，再掷骰</translation>
    </message>
    <message>
        <source>colossal</source>
        <translation>超巨型</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>防守方</translation>
    </message>
    <message>
        <source>deflected</source>
        <translation>被弹开</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>密集</translation>
    </message>
    <message>
        <source>detonates</source>
        <translation>引爆</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>舍去</translation>
    </message>
    <message>
        <source>ends</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>按占据格数</translation>
    </message>
    <message>
        <source>forward steps</source>
        <translation>前进步</translation>
    </message>
    <message>
        <source>full-round action</source>
        <translation>整轮动作</translation>
    </message>
    <message>
        <source>gargantuan</source>
        <translation>巨型</translation>
    </message>
    <message>
        <source>the GM decides</source>
        <translation>由主持人决定</translation>
    </message>
    <message>
        <source>half</source>
        <translation>一半</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <source>inside only</source>
        <translation>仅限格内</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>keep the order</source>
        <translation>保持顺序</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>line of fire</source>
        <translation>射线</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>失去</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>one</source>
        <translation>一个</translation>
    </message>
    <message>
        <source>pooled</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>重掷</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>向上取整</translation>
    </message>
    <message>
        <source>as the source text</source>
        <translation>按原文</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>分开</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>已察觉</translation>
    </message>
    <message>
        <source>sight</source>
        <translation>视线</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>潜行中</translation>
    </message>
    <message>
        <source>space</source>
        <translation>按占位</translation>
    </message>
    <message>
        <source>square</source>
        <translation>方格</translation>
    </message>
    <message>
        <source>step</source>
        <translation>逐级</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>本回合</translation>
    </message>
    <message>
        <source>unless broken</source>
        <translation>除非已崩溃</translation>
    </message>
    <message>
        <source>unless damaged</source>
        <translation>除非已受伤</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>齐射</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A switch&apos;s two values, as a description explains them (&quot;false: it goes to the inventory&quot;).</extracomment>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>RuleOptionDescriptions</name>
    <message>
        <source>&quot;-1 for one round&quot;: the penalty counts in the round it is inflicted and the next (2), so the target suffers it on its next turn; 1 = this round only.</source>
        <extracomment>Every option&apos;s description (context &quot;RuleOptionDescriptions&quot;).</extracomment>
        <translation>“1 轮内攻击 -1”：减值在施加的当轮及下一轮都生效（2），因此目标在其下个回合仍会受到影响；1 = 仅限当轮。</translation>
    </message>
    <message>
        <source>&quot;Passes near it or crosses it&quot;: an enemy entering a square within this many squares of an Overwatch line (one the watcher sees) sets it off; 0: only the line itself.</source>
        <translation>“经过附近或穿过射线”：敌人进入距戒备射击射线不超过这么多格（且监视者看得到）的格子时触发；0：只算射线本身。</translation>
    </message>
    <message>
        <source>A SPECIAL check succeeds on 1dN at most the stat plus its penalty (STR -2 to climb ...); skill checks are 1d100 at most the skill plus its penalty.</source>
        <translation>SPECIAL 检定在 1dN 不高于该属性加其减值时成功（攀爬为力量 -2……）；技能检定为 1d100 不高于技能加其减值。</translation>
    </message>
    <message>
        <source>A hit whose d100 face is at most the attacker&apos;s Luck is a Critical Success (it cannot be taken for an ally).</source>
        <translation>命中时 d100 点数不高于攻击者的幸运，即为大成功（不能替盟友挡下）。</translation>
    </message>
    <message>
        <source>A long action the table gives no time (the magic ritual) takes this many seconds when the GM gives the action none (its seconds); 0: counted aloud with no end until the GM gives it (R13: the GM decides how many turns).</source>
        <translation>表中未给出时长的长时间行动（魔法仪式）在 GM 未给该行动指定秒数（seconds）时需要这么多秒；0：一直计数到 GM 指定为止（R13：由 GM 决定几回合）。</translation>
    </message>
    <message>
        <source>A melee target with an action left this round parries without declaring it (the action is charged).</source>
        <translation>本轮仍有动作可用的近战目标会自动格挡，无需宣告（会消耗该动作）。</translation>
    </message>
    <message>
        <source>A mine arming at the end of your turn with someone this close to its square goes off at once; 0: only someone on its square.</source>
        <translation>地雷在你的回合结束时布设，若此时有人距其所在格不超过此距离，立即引爆；0：只有人在该格上时才引爆。</translation>
    </message>
    <message>
        <source>A miss whose d100 face is at least this is a Critical Miss (it cannot be cancelled); 0: no Critical Miss.</source>
        <translation>未命中且 d100 点数不低于此值即为大失败（不能取消攻击）；0：没有大失败。</translation>
    </message>
    <message>
        <source>A token with this many physical conditions is broken (the 4th when it already has 3).</source>
        <translation>标记的身体状态达到此数即崩溃（已有 3 个时获得第 4 个）。</translation>
    </message>
    <message>
        <source>A wall with a door blocks sight even with the door open, unless the shooter or the target stands at the door peeking.</source>
        <translation>即使门开着，带门的墙仍会阻挡视线，除非射击者或目标站在门边探头。</translation>
    </message>
    <message>
        <source>As the seed reads: each ammo-die six is +1 damage or an extra hit (same target or same zone), named by the shot&apos;s option extra_hits; false: +1 damage only.</source>
        <translation>按原始规则的写法：弹药骰每个 6 可换 +1 伤害或一次额外命中（同一目标或同一区域），由射击的选项 extra_hits 指定；false：只能 +1 伤害。</translation>
    </message>
    <message>
        <source>Attacking ends Stealth; Cancel attack restores it.</source>
        <translation>攻击会解除潜行；取消攻击可恢复潜行。</translation>
    </message>
    <message>
        <source>Attacks from a side hex are defended at -2, from the back hex not at all; a far hex on the line between two arcs counts in the better one.</source>
        <translation>来自侧面六角格的攻击防御 -2，来自背后六角格的攻击无法防御；位于两个弧区分界线上的远处六角格按较有利的弧区计算。</translation>
    </message>
    <message>
        <source>Changing grip from reach 1 to 3 takes two Ready maneuvers (R10).</source>
        <translation>把握法从触及 1 改为 3 需要两次准备行动（R10）。</translation>
    </message>
    <message>
        <source>Comma-separated action ids: aiming and reloading provoke; add talents here.</source>
        <translation>以逗号分隔的动作 ID：瞄准和装填会引发借机攻击；才能也可加在这里。</translation>
    </message>
    <message>
        <source>Count every medium unit in the square, friend and foe, the unit itself included.</source>
        <translation>计算方格内所有中型单位，不分敌我，包括该单位自身。</translation>
    </message>
    <message>
        <source>Defend twice in a turn: -40 to attacks against you instead of -20.</source>
        <translation>一回合内防守两次：针对你的攻击 -40，而非 -20。</translation>
    </message>
    <message>
        <source>Each 1 on attribute dice after a push gives the roller one physical condition.</source>
        <translation>强推后属性骰上的每个 1 都会让掷骰者获得一个身体状态。</translation>
    </message>
    <message>
        <source>Each Suppression Fire roll uses the ordinary effective skill against that target capped at this, plus the Rapid Fire bonus (B409 [X]; reading).</source>
        <translation>每次压制射击掷骰使用针对该目标的一般有效技能，上限为此值，再加上速射加值（B409 [X]；解读）。</translation>
    </message>
    <message>
        <source>Every defence is made retreating: Dodge +3, Parry and Block +1 (the GM&apos;s call per attack).</source>
        <translation>每次防御都采用后撤：闪避 +3，招架和格挡 +1（每次攻击由 GM 决定）。</translation>
    </message>
    <message>
        <source>Focus with 4 AP gives +20 (or ignores -20, or 6 DT).</source>
        <translation>花 4 行动点专注可获得 +20（或无视 -20，或无视 6 点 DT）。</translation>
    </message>
    <message>
        <source>Hit chance added to an attack from Stealth on a target that has not Sensed you; 0: none.</source>
        <translation>在潜行状态下攻击未察觉你的目标时增加的命中率；0：无。</translation>
    </message>
    <message>
        <source>Hit chance an adjacent ally&apos;s Help gives (the seed does not size it).</source>
        <translation>相邻盟友的协助提供的命中率（原始规则未规定数值）。</translation>
    </message>
    <message>
        <source>Hit chance lost by each attack of a dual overwatch (paired weapons on two lines); the seed names the dual-attack penalty without a number.</source>
        <translation>双武器戒备射击（两把武器分守两条线）每次攻击损失的命中率；原始规则提到双武器攻击减值，但没有给出数值。</translation>
    </message>
    <message>
        <source>Hit chance lost by each roll of a burst (the seed halves a burst penalty for a set-up weapon but never gives it); a set-up weapon in its cell takes half.</source>
        <translation>连发射击每次掷骰损失的命中率（原始规则说架设的武器连发减值减半，却从未给出该减值）；在架设格中的架设武器只受一半。</translation>
    </message>
    <message>
        <source>Largest hit chance shown and rolled (PnP: 95).</source>
        <translation>显示和掷骰时命中率的最大值（PnP：95）。</translation>
    </message>
    <message>
        <source>Leaving a square next to an enemy with a ready melee weapon provokes an attack of opportunity.</source>
        <translation>离开持有已准备近战武器的敌人旁边的格子，会引发借机攻击。</translation>
    </message>
    <message>
        <source>Neither side of a hand-over may take the step a Ready allows (R4).</source>
        <translation>交接物品的双方都不能进行准备行动所允许的那一步移动（R4）。</translation>
    </message>
    <message>
        <source>Non-medium units count by their space: Large 2, Small 0.5.</source>
        <translation>非中型单位按其占位计算：大型 2，小型 0.5。</translation>
    </message>
    <message>
        <source>Off: the simplified rule, the defender takes 10 (d20 + AB &gt; defence + 10). On: the defender rolls d20 + defence; the attacker must be higher.</source>
        <translation>关闭：简化规则，防御方固定取 10（d20 + AB &gt; 防御 + 10）。开启：防御方投 d20 + 防御，攻击方必须高于此值。</translation>
    </message>
    <message>
        <source>Only a successful Sneak roll gives a Sneak Attack.</source>
        <translation>只有潜行检定成功才能偷袭。</translation>
    </message>
    <message>
        <source>Picking up needs a free hand: a weapon picked up is held in it when it fits there; false: it goes into the inventory (Swap items readies it).</source>
        <translation>拾取需要一只空手：拾起的武器能拿得下就拿在手上；false：放进物品栏（用“交换物品”准备它）。</translation>
    </message>
    <message>
        <source>Short, Medium and Long upper limits in metres when no zones are drawn.</source>
        <translation>未绘制区域时，短程、中程、长程的上限（米）。</translation>
    </message>
    <message>
        <source>The 2nd and 3rd full-auto attacks may target a different zone.</source>
        <translation>第 2 次和第 3 次全自动攻击可以指向另一个区域。</translation>
    </message>
    <message>
        <source>The SRD lists taking cover both with and without a Mobility roll.</source>
        <translation>SRD 中寻找掩护既有需要机动掷骰的写法，也有不需要的写法。</translation>
    </message>
    <message>
        <source>The condition a token gets when a hit leaves it at 0 HP or less.</source>
        <translation>标记被命中后 HP 降至 0 或以下时获得的状态。</translation>
    </message>
    <message>
        <source>The defender uses the better of Dodge and Parry against melee attacks.</source>
        <translation>面对近战攻击时，防御方取闪避与挡格中较高者。</translation>
    </message>
    <message>
        <source>The odds and the roll give the target its best active defence whenever it may defend.</source>
        <translation>只要目标可以防御，概率计算与掷骰都会为其采用最佳的主动防御。</translation>
    </message>
    <message>
        <source>The seed leaves the Toughness column blank below Small.</source>
        <translation>原始规则中，小型以下体型的强韧调整一栏为空。</translation>
    </message>
    <message>
        <source>The size whose Dodge column a 25 ft square takes when a miss is judged against it (gargantuan: Dodge 5 - 8 = -3).</source>
        <translation>判定未命中是否击中 25 英尺方格时，该格采用哪个体型的闪避调整（gargantuan：闪避 5 - 8 = -3）。</translation>
    </message>
    <message>
        <source>The typical long actions table prints its row for lighting a candle, fuse or torch garbled; read as 2 seconds (RULES.md 1.5 rows 9-10).</source>
        <translation>典型长时间行动表中点燃蜡烛、引信或火把的那一行印刷错乱；按 2 秒解读（RULES.md 1.5 第 9-10 行）。</translation>
    </message>
    <message>
        <source>The variant: initiative cards are dealt afresh at the start of every round.</source>
        <translation>变体规则：每轮开始时重新抽取先攻卡牌。</translation>
    </message>
    <message>
        <source>There is no Run action: a single move of more than this many squares is running and ends Stealth; 0: never.</source>
        <translation>没有单独的奔跑动作：单次移动超过此格数即视为奔跑，并解除潜行；0：永不。</translation>
    </message>
    <message>
        <source>Unbalanced weapons stay ready when ST &gt;= 1.5 x the weapon&apos;s ST, rounded up (R11).</source>
        <translation>当力量 &gt;= 1.5 x 武器的力量需求（向上取整）时，非平衡武器保持已准备状态（R11）。</translation>
    </message>
    <message>
        <source>Width of the cone an overwatch covers in its chosen direction.</source>
        <translation>戒备射击在所选方向上覆盖的扇形宽度。</translation>
    </message>
    <message>
        <source>adjacent: an enemy within 5 ft knows where you are, so you cannot Sneak; gm: only sight is judged.</source>
        <translation>adjacent：5 英尺内的敌人知道你的位置，因此你无法潜行；gm：只判定视线。</translation>
    </message>
    <message>
        <source>at_least_one: half your speed but at least one square (half of 1.2 squares, 15 ft, still reaches the next 25 ft square); half: exactly half, a fraction buys no square.</source>
        <translation>at_least_one：速度减半，但至少一格（1.2 格的一半即 15 英尺，仍能进入相邻的 25 英尺方格）；half：严格减半，不足一格的部分不算。</translation>
    </message>
    <message>
        <source>attribute_gear: 1s on attribute and gear dice stay; all: every 1 stays.</source>
        <translation>attribute_gear：属性骰和装备骰上的 1 保留不重掷；all：所有 1 都保留。</translation>
    </message>
    <message>
        <source>bonus_then_rolloff: the higher bonus acts first, then a d20 roll-off; keep_order: the map&apos;s token order.</source>
        <translation>bonus_then_rolloff：先攻加值高者先行动，仍相同则各投 d20 决定；keep_order：按地图上标记的顺序。</translation>
    </message>
    <message>
        <source>defender: a tie lets the defender strike first (the roll must exceed); reroll: roll again.</source>
        <translation>defender：平局时防御方先出手（投骰必须超过才算赢）；reroll：重新投骰。</translation>
    </message>
    <message>
        <source>dense: the square&apos;s crowd is already dense (13+ medium units); any_other: any unit but enemies stands there; never: units share squares.</source>
        <translation>dense：该格人群已达密集（13 个以上中型单位）；any_other：该格有敌人以外的任何单位；never：单位可共用方格。</translation>
    </message>
    <message>
        <source>detonates: the throw is taken back and an explosive goes off where it was hit (its damage within blast_radius); deflected: the throw is taken back, the item drops there; gm: only the hit is logged.</source>
        <translation>detonates：投掷作废，爆炸物在被击中处爆炸（在 blast_radius 内造成伤害）；deflected：投掷作废，物品落在该处；gm：只记录命中。</translation>
    </message>
    <message>
        <source>drop: 25 arrows are 2 volleys; round_up: 3.</source>
        <translation>drop：25 支箭算 2 次齐射；round_up：算 3 次。</translation>
    </message>
    <message>
        <source>footprint: squares covered on this map (every unit up to Gargantuan fills one 25 ft square, so 2); space: the size&apos;s space (Large 2, so 4).</source>
        <translation>footprint：在本地图上占据的格数（巨型及以下的单位都只占一个 25 英尺方格，故为 2）；space：该体型的占位（大型为 2，故为 4）。</translation>
    </message>
    <message>
        <source>forward_steps: each step into a front-side hex turns the mover to face it, sidesteps and backward steps keep the facing (B387); last_step: face the direction of the last step; keep: the old facing (turn by hand).</source>
        <translation>forward_steps：每一步走进前方六角格都会转向该格，侧步和后退保持朝向（B387）；last_step：面向最后一步的方向；keep：保持原朝向（手动转向）。</translation>
    </message>
    <message>
        <source>full_round: a unit whose move actions cannot pay even one square may take a full-round action to move one square in any direction, whatever it costs, never into what blocks movement; none: it cannot.</source>
        <translation>整轮动作：移动动作连一格都付不起的单位，可用一个整轮动作向任意方向移动一格，无论其消耗多少，但不能进入阻挡移动之处；无：不能。</translation>
    </message>
    <message>
        <source>gm: the GM keeps count of the rounds in a token&apos;s inventory, Reload from the inventory always loads; counted: it loads only the rounds the token&apos;s carried lists (picked up, or set in the scenario) and spends them.</source>
        <translation>gm：标记物品栏中的弹药由 GM 记数，从物品栏装填总能装上；counted：只装填并消耗标记 carried 中列出的弹药（拾起的或剧本中设定的）。</translation>
    </message>
    <message>
        <source>ends: a unit held by a grappler now disabled or unconscious (or gone from the map) is free as its next turn begins; holds: the grapple lasts until the unit escapes or is released.</source>
        <translation>ends：擒抱者已瘫痪或昏迷（或已离开地图）时，被擒抱的部队在其下一回合开始时脱身；holds：擒抱一直持续到部队挣脱或被放开。</translation>
    </message>
    <message>
        <source>half: half the damage after DR (rounded down) when the object&apos;s stat unsuitable lists the weapon&apos;s damage type; none: no damage. A type in its stat suited deals double.</source>
        <translation>half：若物品的属性 unsuitable 列有该武器的伤害类型，则扣除 DR 后伤害减半（向下取整）；none：不造成伤害。属性 suited 中列出的类型造成双倍伤害。</translation>
    </message>
    <message>
        <source>lost: once an enemy shares the target&apos;s square its cover (low wall, trees) is gone against every attacker, the shield&apos;s stays; inside_only: lost only against attackers in the square, a shooter outside still meets it.</source>
        <translation>lost：一旦敌人进入目标所在格，其掩蔽（矮墙、树木）对所有攻击者失效，盾牌掩蔽仍然有效；inside_only：只对同格内的攻击者失效，格外的射手仍需考虑掩蔽。</translation>
    </message>
    <message>
        <source>next_turn: kept past the end of the turn it was taken in, lost at the end of the next; turn: lost as its turn ends. Lost at once when the target leaves sight.</source>
        <translation>next_turn：瞄准所在的回合结束后仍保留，到下一回合结束时失效；turn：该回合结束即失效。目标离开视线时立即失效。</translation>
    </message>
    <message>
        <source>none: the worse condition stands; step: each light wound worsens the condition one step.</source>
        <translation>none：保留较重的状况；step：每次轻伤使状况加重一级。</translation>
    </message>
    <message>
        <source>pooled: one double move, the squares of both pooled (2 x speed, a fraction dropped once at the end: 1.2 squares gives 2 squares), so a drag may spend both and enter a square costing 2; separate: each move action moves its own speed, its fraction lost (1.2 squares gives 1 square each).</source>
        <translation>合并：视为一次双倍移动，两个动作的格数合计（2 × 速度，只在最后舍去一次小数：1.2 格得 2 格），因此一次拖动可花掉两个动作并进入消耗为 2 的格子；分开：每个移动动作各移动自己的速度，小数部分作废（1.2 格每次得 1 格）。</translation>
    </message>
    <message>
        <source>seed: an enemy on the line changing position, moving (jump, climb) or attacking; any: any action there; none: only a dragged move.</source>
        <translation>seed：线上的敌人改变姿势、移动（跳跃、攀爬）或攻击；any：在线上的任何动作；none：只有拖动移动。</translation>
    </message>
    <message>
        <source>sensed: anyone but a target that Sensed you (bumping into someone is the GM&apos;s story); sneaking: you must also be in Stealth; gm: not judged.</source>
        <translation>sensed：除已察觉你的目标外的任何人（撞上某人之类由 GM 叙述处理）；sneaking：你还必须处于潜行状态；gm：不作判定。</translation>
    </message>
    <message>
        <source>sight: an enemy with clear sight (nothing blocking sight between) sees you; line_of_fire: an enemy with a line of fire that is not full cover.</source>
        <translation>sight：视线畅通（中间没有东西遮挡视线）的敌人能看见你；line_of_fire：与你之间有射击线、且不是完全掩护的敌人。</translation>
    </message>
    <message>
        <source>space: as many units as the rusher&apos;s size takes squares (Medium 1, Large 2, Huge 4), named in option targets; one: a single target at every size.</source>
        <translation>space：目标数等于冲撞者体型所占格数（中型 1、大型 2、超大型 4），在地图上按住 Ctrl 点选；one：任何体型都只有一个目标。</translation>
    </message>
    <message>
        <source>square: the same roll against the square as an immobile object (Dodge 5 + size of square_size; + 10); volley: the target&apos;s d20 + Dodge &gt;= AB + 12 dodges it; never: only hits suppress.</source>
        <translation>square：以同一次投骰对抗该格，视其为无移动能力的物品（闪避 5 + “方格作为物品的体型”的体型调整；+ 10）；volley：目标 d20 + 闪避 &gt;= AB + 12 即躲开；never：只有命中才造成干扰。</translation>
    </message>
    <message>
        <source>unless_broken: the loser of the opposed Shoot roll fires second unless the first shot broke it; unless_damaged: any damage from the first shot ends its overwatch, and with it the second shot.</source>
        <translation>unless_broken：对抗射击检定的输家第二个开火，除非第一枪已令其崩溃；unless_damaged：第一枪造成任何伤害都会结束其戒备射击，第二枪也随之取消。</translation>
    </message>
    <message>
        <source>РК is rolled as 1dN + the Sequence stat at the start of the fight (the seed&apos;s example РК 25 fits 1d20 + 10..15); 0: РК is the Sequence stat.</source>
        <translation>战斗开始时 РК 掷 1dN + 行动次序属性（原始规则的示例 РК 25 符合 1d20 + 10..15）；0：РК 直接等于 行动次序属性。</translation>
    </message>
</context>
<context>
    <name>RuleOptionNames</name>
    <message>
        <source>A charge is blocked when its square is</source>
        <translation>冲锋终点格被占据的判定</translation>
    </message>
    <message>
        <source>A grapple when the grappler falls helpless</source>
        <translation>擒抱者失去行动能力时的擒抱</translation>
    </message>
    <message>
        <source>A miss suppresses when it hits the square</source>
        <translation>未命中但命中所在格即造成干扰</translation>
    </message>
    <message>
        <source>A picked-up weapon is in hand</source>
        <translation>拾起的武器拿在手上</translation>
    </message>
    <message>
        <source>A square&apos;s size as an object</source>
        <translation>方格作为物品的体型</translation>
    </message>
    <message>
        <source>A thrown item hit in flight</source>
        <translation>投掷物在空中被击中</translation>
    </message>
    <message>
        <source>A weapon unsuited to an object deals</source>
        <translation>不合适的武器对物体造成</translation>
    </message>
    <message>
        <source>Acting on an Overwatch line sets it off</source>
        <translation>在戒备射击线上行动会触发射击</translation>
    </message>
    <message>
        <source>Actions that provoke in a threatened square</source>
        <translation>在威胁范围内引发借机攻击的动作</translation>
    </message>
    <message>
        <source>Ammo sixes buy extra hits</source>
        <translation>弹药骰成功可换额外命中</translation>
    </message>
    <message>
        <source>An attack ends Stealth</source>
        <translation>攻击会解除潜行</translation>
    </message>
    <message>
        <source>An unused aim lasts</source>
        <translation>未用的瞄准保持到</translation>
    </message>
    <message>
        <source>Banes that cannot be pushed</source>
        <translation>不可强推的厄兆</translation>
    </message>
    <message>
        <source>Burst penalty</source>
        <translation>连发减值</translation>
    </message>
    <message>
        <source>Charge length counts squares by</source>
        <translation>冲锋距离按占据格数计算</translation>
    </message>
    <message>
        <source>Condition at 0 HP</source>
        <translation>HP 为 0 时的状态</translation>
    </message>
    <message>
        <source>Cover once enemies share the square</source>
        <translation>敌人同格后的掩蔽</translation>
    </message>
    <message>
        <source>Critical Miss from this d100 face</source>
        <translation>d100 点数达到此值即为大失败</translation>
    </message>
    <message>
        <source>Critical Success on a roll at most Luck</source>
        <translation>掷骰不高于幸运即为大成功</translation>
    </message>
    <message>
        <source>Crowd density counts both sides</source>
        <translation>密度计入双方单位</translation>
    </message>
    <message>
        <source>Defender rolls (full opposed rule)</source>
        <translation>防御方投骰对抗</translation>
    </message>
    <message>
        <source>Defenders retreat</source>
        <translation>防御者后撤</translation>
    </message>
    <message>
        <source>Dual overwatch penalty</source>
        <translation>双武器戒备射击减值</translation>
    </message>
    <message>
        <source>Each further 2 AP repeats Focus</source>
        <translation>每多花 2 行动点可再叠加一次专注</translation>
    </message>
    <message>
        <source>Facing after a dragged move</source>
        <translation>拖动移动后的朝向</translation>
    </message>
    <message>
        <source>Facing arcs</source>
        <translation>朝向弧区</translation>
    </message>
    <message>
        <source>Full auto may switch zones</source>
        <translation>全自动射击可换区域</translation>
    </message>
    <message>
        <source>Handing over: both stand still</source>
        <translation>递交物品时双方不得移动</translation>
    </message>
    <message>
        <source>Help bonus</source>
        <translation>协助加值</translation>
    </message>
    <message>
        <source>Hidden initiative (redraw each round)</source>
        <translation>隐藏先攻（每轮重抽）</translation>
    </message>
    <message>
        <source>Hit chance cap (%)</source>
        <translation>命中率上限（%）</translation>
    </message>
    <message>
        <source>Initiative ties</source>
        <translation>先攻平局</translation>
    </message>
    <message>
        <source>Leaving melee reach provokes</source>
        <translation>离开近战范围会引发借机攻击</translation>
    </message>
    <message>
        <source>Light wounds accumulate</source>
        <translation>轻伤累积</translation>
    </message>
    <message>
        <source>Lighting takes (s)</source>
        <translation>点燃所需秒数</translation>
    </message>
    <message>
        <source>Melee-entry contest ties</source>
        <translation>进入方格攻击的先攻平局</translation>
    </message>
    <message>
        <source>Mine radius (ft)</source>
        <translation>地雷半径（英尺）</translation>
    </message>
    <message>
        <source>Minimum movement</source>
        <translation>最低移动</translation>
    </message>
    <message>
        <source>Moving a grappled unit: half speed</source>
        <translation>擒抱移动：半速</translation>
    </message>
    <message>
        <source>Mutual overwatch: who fires second</source>
        <translation>互相戒备射击：后开火者</translation>
    </message>
    <message>
        <source>One Ready per reach step</source>
        <translation>每级触及需一次准备</translation>
    </message>
    <message>
        <source>Open doors show only to those at the door</source>
        <translation>敞开的门只让门边的人看见</translation>
    </message>
    <message>
        <source>Overwatch arc (degrees)</source>
        <translation>戒备射击角度</translation>
    </message>
    <message>
        <source>Overwatch watches squares near its line</source>
        <translation>戒备射击监视射线旁的格子</translation>
    </message>
    <message>
        <source>Parry replaces Dodge in melee</source>
        <translation>近战以挡格代替闪避</translation>
    </message>
    <message>
        <source>Physical conditions that break</source>
        <translation>崩溃所需的身体状态数</translation>
    </message>
    <message>
        <source>Pushing costs a condition per bane</source>
        <translation>强推时每个厄兆造成一个状态</translation>
    </message>
    <message>
        <source>Range bands without zones (m)</source>
        <translation>无区域时的距离分级（米）</translation>
    </message>
    <message>
        <source>Reserve ammunition</source>
        <translation>备用弹药</translation>
    </message>
    <message>
        <source>Round 1.5 x ST up</source>
        <translation>1.5 倍力量向上取整</translation>
    </message>
    <message>
        <source>Running breaks Stealth past (squares)</source>
        <translation>奔跑解除潜行的门槛（格）</translation>
    </message>
    <message>
        <source>SPECIAL check die</source>
        <translation>SPECIAL 检定骰</translation>
    </message>
    <message>
        <source>Sneak Attack bonus (%)</source>
        <translation>偷袭加值（%）</translation>
    </message>
    <message>
        <source>Sneak Attack needs a successful Sneak</source>
        <translation>偷袭需要潜行成功</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most</source>
        <translation>压制射击：技能上限</translation>
    </message>
    <message>
        <source>Suppression lasts (rounds counted)</source>
        <translation>干扰持续轮数</translation>
    </message>
    <message>
        <source>Taking cover needs a Mobility roll</source>
        <translation>寻找掩护需掷机动</translation>
    </message>
    <message>
        <source>Targets always defend</source>
        <translation>目标总是主动防御</translation>
    </message>
    <message>
        <source>Targets of one bull rush</source>
        <translation>一次冲撞的目标数</translation>
    </message>
    <message>
        <source>Targets parry when they can</source>
        <translation>能格挡就格挡</translation>
    </message>
    <message>
        <source>Toughness of Tiny and smaller</source>
        <translation>超小型及以下的强韧调整</translation>
    </message>
    <message>
        <source>Turn-order die (РК = 1dN + Sequence)</source>
        <translation>行动顺序骰（РК = 1dN + Sequence）</translation>
    </message>
    <message>
        <source>Two Defends stack</source>
        <translation>两次防守可叠加</translation>
    </message>
    <message>
        <source>Two move actions spent moving</source>
        <translation>两个移动动作用于移动</translation>
    </message>
    <message>
        <source>Untimed long actions take (s)</source>
        <translation>未定时长时间行动所需秒数</translation>
    </message>
    <message>
        <source>Volley remainder</source>
        <translation>齐射余数</translation>
    </message>
    <message>
        <source>Weight crowds by size</source>
        <translation>按体型计算密度</translation>
    </message>
    <message>
        <source>When a position is obvious</source>
        <translation>何时位置一目了然</translation>
    </message>
    <message>
        <source>Who is unaware of a pickpocket</source>
        <translation>谁不会察觉扒窃</translation>
    </message>
    <message>
        <source>Who sees a sneaking token</source>
        <translation>谁能看见潜行的标记</translation>
    </message>
</context>
<context>
    <name>RuleOptionsDialog</name>
    <message>
        <source>Rules Options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>House rules of this battle, saved with it. Each change can be undone.</source>
        <translation>本场战斗的房规，随战斗一起保存。每项更改都可撤销。</translation>
    </message>
</context>
<context>
    <name>ScreenWidthDialog</name>
    <message>
        <source>Projector Screen Width</source>
        <extracomment>A first guess when nothing was entered: a 2 m wide picture, a common projection on a table.</extracomment>
        <translation>投影屏幕宽度</translation>
    </message>
    <message>
        <source>Measure the width of the picture on {screen} ({pixels} pixels wide), where the players see it, and enter it once. One Inch per Cell then draws each cell one inch wide there.</source>
        <translation>测量 {screen}（{pixels} 像素宽）上玩家所见画面的宽度并输入一次。之后“每格一英寸”会把每格画成一英寸宽。</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>厘米</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>英寸</translation>
    </message>
    <message>
        <source>Visible &amp;width</source>
        <translation>可见宽度(&amp;W)</translation>
    </message>
    <message>
        <source>{ppi} pixels per inch</source>
        <translation>每英寸 {ppi} 像素</translation>
    </message>
</context>
<context>
    <name>SidesDialog</name>
    <message>
        <source>Person</source>
        <extracomment>Who plays a side and how a computer side fights, as the file spells them, with their words.</extracomment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>激进</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>稳健</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>谨慎</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>阵营</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>操作者</translation>
    </message>
    <message>
        <source>Temperament</source>
        <translation>风格</translation>
    </message>
    <message>
        <source>The battle has no sides yet: place a token first.</source>
        <extracomment>Side id -&gt; (name, played by, temperament) widgets of its row.</extracomment>
        <translation>战斗中还没有阵营：请先放置一个棋子。</translation>
    </message>
</context>
<context>
    <name>TargetPicks</name>
    <message>
        <source>Further targets: none (Ctrl+click to add)</source>
        <translation>其他目标：无（按住 Ctrl 单击以添加）</translation>
    </message>
    <message>
        <source>Further targets: {names}</source>
        <translation>其他目标：{names}</translation>
    </message>
    <message>
        <source>{action}: {picked}. Ctrl+click a token to add or remove it; click the main target to act, Escape to stop.</source>
        <translation>{action}：{picked}。按住 Ctrl 单击标记以添加或移除；单击主要目标以执行，按 Esc 停止。</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Open ground</source>
        <translation>开阔地</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>Low wall</source>
        <translation>矮墙</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>崎岖地</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>开着的门</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水域</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>树林</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>尖木桩</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>浅水</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>深水</translation>
    </message>
    <message>
        <source>Low fence</source>
        <translation>矮栅栏</translation>
    </message>
    <message>
        <source>Debris</source>
        <translation>瓦砾</translation>
    </message>
    <message>
        <source>Motion-sensor door</source>
        <translation>感应门</translation>
    </message>
    <message>
        <source>Open motion-sensor door</source>
        <translation>敞开的感应门</translation>
    </message>
    <message>
        <source>Bad footing</source>
        <translation>不良立足点</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>石墙</translation>
    </message>
    <message>
        <source>Wooden wall (low)</source>
        <translation>矮木墙</translation>
    </message>
    <message>
        <source>Cluttered</source>
        <translation>杂乱</translation>
    </message>
    <message>
        <source>Wooden door</source>
        <translation>木门</translation>
    </message>
    <message>
        <source>Locked wooden door</source>
        <translation>上锁的木门</translation>
    </message>
    <message>
        <source>Locked reinforced door</source>
        <translation>上锁的强化门</translation>
    </message>
    <message>
        <source>Broken door</source>
        <translation>破损的门</translation>
    </message>
    <message>
        <source>Tree trunks</source>
        <translation>树干</translation>
    </message>
    <message>
        <source>Furniture</source>
        <translation>家具</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>不可通行</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>cost x{n}</source>
        <translation>消耗 x{n}</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>遮挡</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>通畅</translation>
    </message>
</context>
<context>
    <name>TerrainWords</name>
    <message>
        <source>objective</source>
        <extracomment>A zone&apos;s tags the systems read (Year Zero&apos;s zone features, the d20 objective).</extracomment>
        <translation>目标</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>黑暗</translation>
    </message>
    <message>
        <source>dim light</source>
        <translation>昏暗</translation>
    </message>
    <message>
        <source>cramped</source>
        <translation>狭窄</translation>
    </message>
    <message>
        <source>cluttered</source>
        <translation>杂乱</translation>
    </message>
    <message>
        <source>surface: {value}</source>
        <extracomment>A ruleset&apos;s own terrain fields (the system reads them): &quot;{value}&quot; is the field&apos;s value in words.</extracomment>
        <translation>地面：{value}</translation>
    </message>
    <message>
        <source>hopping over: {value} AP</source>
        <translation>翻越：{value}行动点</translation>
    </message>
    <message>
        <source>opening: {value} AP</source>
        <translation>开启：{value}行动点</translation>
    </message>
    <message>
        <source>opens for a moving token: {value}</source>
        <translation>有棋子移动时自动开启：{value}</translation>
    </message>
    <message>
        <source>opened or closed: {value}</source>
        <translation>开关后变为：{value}</translation>
    </message>
    <message>
        <source>cover rating {value}</source>
        <translation>掩护等级{value}</translation>
    </message>
    <message>
        <source>mobility roll to cross: {value}</source>
        <translation>穿越需机动检定：{value}</translation>
    </message>
    <message>
        <source>damage to break: {value}</source>
        <translation>破坏所需伤害：{value}</translation>
    </message>
    <message>
        <source>door armour {value}</source>
        <translation>门的护甲{value}</translation>
    </message>
    <message>
        <source>locked: {value}</source>
        <translation>上锁：{value}</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>松软</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>尖锐</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <source>Edit {name}</source>
        <extracomment>Largest count a group token may be given in the dialog. Picture files the file picker offers (what QImage reads everywhere).</extracomment>
        <translation>编辑{name}</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>对玩家隐藏</translation>
    </message>
    <message>
        <source>No image: the coloured disc</source>
        <translation>无图片：彩色圆盘</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>选择...</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>无图片</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>标签(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>阵营(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>数量(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Posture</source>
        <translation>姿势(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Facing</source>
        <translation>朝向(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>图片(&amp;I)</translation>
    </message>
    <message>
        <source>Token image</source>
        <translation>标记图片</translation>
    </message>
    <message>
        <source>Images ({patterns})</source>
        <translation>图片 ({patterns})</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Round {round}</source>
        <extracomment>The headline&apos;s type as a share of the view&apos;s height, and its bounds (pixels). The budget line&apos;s type, as a share of the headline&apos;s. Room left and right of the text (pixels).</extracomment>
        <translation>第 {round} 轮</translation>
    </message>
    <message>
        <source>Round {round} · {name} ({side})</source>
        <translation>第 {round} 轮 · {name}（{side}）</translation>
    </message>
    <message>
        <source>{left} left</source>
        <translation>剩余 {left}</translation>
    </message>
</context>
<context>
    <name>TurnDock</name>
    <message>
        <source>Turn Order</source>
        <extracomment>The widest the list grows to fit its rows (px); longer rows scroll sideways. A row was clicked: its token id (the window selects the token and centres the map on it).</extracomment>
        <translation>行动顺序</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>下一回合(&amp;T)</translation>
    </message>
    <message>
        <source>Next R&amp;ound</source>
        <translation>下一轮(&amp;O)</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>掷先攻(&amp;I)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <source>{name}  ({left} left)</source>
        <translation>{name}  （剩余 {left}）</translation>
    </message>
    <message>
        <source>{initiative} · {row}</source>
        <translation>{initiative} · {row}</translation>
    </message>
</context>
</TS>
