<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>ActionGroup</name>
    <message>
        <source>Standard Actions</source>
        <extracomment>Group ids of the bundled rulesets, as menu titles.</extracomment>
        <translation>Стандартные действия</translation>
    </message>
    <message>
        <source>Move Actions</source>
        <translation>Действия перемещения</translation>
    </message>
    <message>
        <source>Swift Actions</source>
        <translation>Быстрые действия</translation>
    </message>
    <message>
        <source>Full-Round Actions</source>
        <translation>Полнораундовые действия</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Реакции</translation>
    </message>
    <message>
        <source>Slow Actions</source>
        <translation>Медленные действия</translation>
    </message>
    <message>
        <source>Fast Actions</source>
        <translation>Быстрые действия</translation>
    </message>
    <message>
        <source>Free Actions</source>
        <translation>Свободные действия</translation>
    </message>
    <message>
        <source>Maneuvers</source>
        <translation>Манёвры</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Атаки</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Перемещение</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Фокусировка</translation>
    </message>
    <message>
        <source>Interact</source>
        <translation>Взаимодействие</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предметы</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>ActionMenu</name>
    <message>
        <source>Drag {name} to where it goes.</source>
        <extracomment>The options form of the action being taken, while it is open (see `take`). A refusal only for want of an option the form asks (&quot;face_required&quot;: choose a facing).</extracomment>
        <translation>Перетащите {name} туда, куда нужно.</translation>
    </message>
</context>
<context>
    <name>AreaTemplateDialog</name>
    <message>
        <source>Place Area Template</source>
        <translation>Шаблон области</translation>
    </message>
    <message>
        <source>Circle (burst)</source>
        <translation>Круг (взрыв)</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Конус</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линия</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Квадрат</translation>
    </message>
    <message>
        <source> degrees</source>
        <translation> градусов</translation>
    </message>
    <message>
        <source>Show on the &amp;Player View</source>
        <translation>Показывать в &amp;виде для игроков</translation>
    </message>
    <message>
        <source>&amp;Shape</source>
        <translation>&amp;Форма</translation>
    </message>
    <message>
        <source>Si&amp;ze (radius, length or side)</source>
        <translation>&amp;Размер (радиус, длина или сторона)</translation>
    </message>
    <message>
        <source>&amp;Angle</source>
        <translation>&amp;Угол</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Ширина</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {error}. Save by hand to keep your work.</source>
        <extracomment>How long after the last change the autosave is written (ms): after a burst, once.</extracomment>
        <translation>Автосохранение не удалось: {error}. Сохраните вручную, чтобы не потерять работу.</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <extracomment>The dialog&apos;s result when the GM asks to align the picture by hand.</extracomment>
        <translation>Фоновое изображение</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Обзор...</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>&amp;Изображение</translation>
    </message>
    <message>
        <source>&amp;Pixels per cell</source>
        <translation>&amp;Пикселей на клетку</translation>
    </message>
    <message>
        <source>Offset &amp;across (cells)</source>
        <translation>Сдвиг по &amp;горизонтали (клеток)</translation>
    </message>
    <message>
        <source>Offset &amp;down (cells)</source>
        <translation>Сдвиг по &amp;вертикали (клеток)</translation>
    </message>
    <message>
        <source>&amp;Opacity</source>
        <translation>&amp;Непрозрачность</translation>
    </message>
    <message>
        <source>Align by &amp;Hand</source>
        <translation>Выровнять &amp;вручную</translation>
    </message>
    <message>
        <source>Drag the picture into place on the map, and scale it by two points</source>
        <translation>Перетащите изображение на место на карте и задайте масштаб по двум точкам</translation>
    </message>
    <message>
        <source>Images ({formats})</source>
        <translation>Изображения ({formats})</translation>
    </message>
    <message>
        <source>{path} is not an image this system can read</source>
        <translation>{path} — не изображение, которое может прочитать эта система</translation>
    </message>
    <message>
        <source>(no file)</source>
        <translation>(нет файла)</translation>
    </message>
</context>
<context>
    <name>CellStatus</name>
    <message>
        <source>partial</source>
        <translation>частичное</translation>
    </message>
    <message>
        <source>full</source>
        <translation>полное</translation>
    </message>
    <message>
        <source>sparse</source>
        <translation>редкая</translation>
    </message>
    <message>
        <source>loose</source>
        <translation>свободная</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>плотная</translation>
    </message>
    <message>
        <source>cover: {cover}</source>
        <translation>укрытие: {cover}</translation>
    </message>
    <message>
        <source>crowd: {n} ({density})</source>
        <translation>толпа: {n} ({density})</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <source>The computer is playing: Escape takes over this turn.</source>
        <extracomment>The paces a player may choose, in milliseconds between two steps; None: only by hand. The turn (round, token) a person took over with Escape: the computer leaves it alone. The status bar message the computer last showed (cleared when its turn is over).</extracomment>
        <translation>Ходит компьютер: Escape — сыграть этот ход самому.</translation>
    </message>
    <message>
        <source>The computer&apos;s move: Battle &gt; Computer &gt; Play One Step, or Escape to play it yourself.</source>
        <translation>Ход компьютера: Бой &gt; Компьютер &gt; Сыграть один шаг, или Escape — сыграть самому.</translation>
    </message>
    <message>
        <source>You play this turn: the computer plays its side again from its next turn.</source>
        <translation>Этот ход играете вы: со следующего хода компьютер снова играет за свою сторону.</translation>
    </message>
</context>
<context>
    <name>Conditions</name>
    <message>
        <source>bleeding</source>
        <extracomment>Every condition id the bundled systems set (context &quot;Conditions&quot;).</extracomment>
        <translation>кровотечение</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>слепота</translation>
    </message>
    <message>
        <source>blinded</source>
        <translation>ослеплён</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>сломлен</translation>
    </message>
    <message>
        <source>bull_rushing</source>
        <translation>в натиске</translation>
    </message>
    <message>
        <source>burning</source>
        <translation>горит</translation>
    </message>
    <message>
        <source>charging</source>
        <translation>в атаке с разбега</translation>
    </message>
    <message>
        <source>climbing</source>
        <translation>лезет</translation>
    </message>
    <message>
        <source>critical_injury</source>
        <translation>критическая травма</translation>
    </message>
    <message>
        <source>dazed</source>
        <translation>оглушение</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>мёртв</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>выведен из строя</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>при смерти</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>вырвался</translation>
    </message>
    <message>
        <source>flat_footed</source>
        <translation>застигнут врасплох</translation>
    </message>
    <message>
        <source>grappled</source>
        <translation>в захвате</translation>
    </message>
    <message>
        <source>helpless</source>
        <translation>беспомощен</translation>
    </message>
    <message>
        <source>immobilized</source>
        <translation>обездвижен</translation>
    </message>
    <message>
        <source>knocked_down</source>
        <translation>сбит с ног</translation>
    </message>
    <message>
        <source>light_wound</source>
        <translation>лёгкая рана</translation>
    </message>
    <message>
        <source>mental_critical_injury</source>
        <translation>тяжёлая психическая травма</translation>
    </message>
    <message>
        <source>missed_attack</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>верхом</translation>
    </message>
    <message>
        <source>paralyzed</source>
        <translation>парализован</translation>
    </message>
    <message>
        <source>robot</source>
        <translation>робот</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>ошеломлён</translation>
    </message>
    <message>
        <source>surprised</source>
        <translation>застигнут внезапно</translation>
    </message>
    <message>
        <source>total_defence</source>
        <translation>полная защита</translation>
    </message>
    <message>
        <source>total_defense</source>
        <translation>полная защита</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>без сознания</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>невидим</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>ранен</translation>
    </message>
</context>
<context>
    <name>ContextMenu</name>
    <message>
        <source>Bring to Front</source>
        <translation>Поднять наверх</translation>
    </message>
    <message>
        <source>Attack {target} with {attacker}...</source>
        <translation>Атаковать {target} силами {attacker}...</translation>
    </message>
    <message>
        <source>Aim an Attack from {name}...</source>
        <translation>Прицелить атаку от {name}...</translation>
    </message>
    <message>
        <source>Edit Note...</source>
        <translation>Изменить заметку...</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>Удалить заметку</translation>
    </message>
    <message>
        <source>Delete Drawing</source>
        <translation>Удалить рисунок</translation>
    </message>
    <message>
        <source>Add Note Here...</source>
        <translation>Добавить заметку здесь...</translation>
    </message>
    <message>
        <source>Show to Players</source>
        <translation>Показать игрокам</translation>
    </message>
    <message>
        <source>Hide from Players</source>
        <translation>Скрыть от игроков</translation>
    </message>
    <message>
        <source>GM Move {name}...</source>
        <translation>Ход мастера: {name}...</translation>
    </message>
    <message>
        <source>Edit {name}...</source>
        <translation>Изменить {name}...</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Дублировать {name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Удалить {name}</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Состояния</translation>
    </message>
    <message>
        <source>Refresh What {name} Spent</source>
        <translation>Вернуть потраченное: {name}</translation>
    </message>
    <message>
        <source>Place Token</source>
        <translation>Поставить фишку</translation>
    </message>
    <message>
        <source>Paint Terrain</source>
        <translation>Рисовать местность</translation>
    </message>
    <message>
        <source>Open Door</source>
        <translation>Открыть дверь</translation>
    </message>
    <message>
        <source>Close Door</source>
        <translation>Закрыть дверь</translation>
    </message>
    <message>
        <source>Add Door on Edge</source>
        <translation>Добавить дверь на грани</translation>
    </message>
    <message>
        <source>Open Door on Edge</source>
        <translation>Открыть дверь на грани</translation>
    </message>
    <message>
        <source>Close Door on Edge</source>
        <translation>Закрыть дверь на грани</translation>
    </message>
    <message>
        <source>Delete Wall Segment</source>
        <translation>Удалить участок стены</translation>
    </message>
    <message>
        <source>Add to Zone</source>
        <translation>Добавить в зону</translation>
    </message>
    <message>
        <source>Remove from Zone {zone}</source>
        <translation>Убрать из зоны {zone}</translation>
    </message>
    <message>
        <source>{shape} {size} at {cell}</source>
        <translation>{shape} {size} в {cell}</translation>
    </message>
    <message>
        <source>Remove Template: {template}</source>
        <translation>Убрать шаблон: {template}</translation>
    </message>
    <message>
        <source>Circle</source>
        <extracomment>Each template shape as a menu names it (translated when the menu is built).</extracomment>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Конус</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линия</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Квадрат</translation>
    </message>
</context>
<context>
    <name>Cost</name>
    <message>
        <source>standard</source>
        <translation>стандартное</translation>
    </message>
    <message>
        <source>{n} standard</source>
        <translation>стандартных: {n}</translation>
    </message>
    <message>
        <source>move</source>
        <translation>перемещение</translation>
    </message>
    <message>
        <source>{n} move</source>
        <translation>перемещений: {n}</translation>
    </message>
    <message>
        <source>swift</source>
        <translation>быстрое</translation>
    </message>
    <message>
        <source>{n} swift</source>
        <translation>быстрых: {n}</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>медленное</translation>
    </message>
    <message>
        <source>{n} slow</source>
        <translation>медленных: {n}</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>быстрое</translation>
    </message>
    <message>
        <source>{n} fast</source>
        <translation>быстрых: {n}</translation>
    </message>
    <message>
        <source>{n} square</source>
        <extracomment>Between the parts of a cost (&quot;standard + reaction&quot;). Ruleset movement and grid units: (one, several); other units read as `document.log.amount` writes them.</extracomment>
        <translation>{n} кл.</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} кл.</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} гекс.</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} гекс.</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} фт</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} ярд.</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} м</translation>
    </message>
    <message>
        <source>full-round</source>
        <translation>полный раунд</translation>
    </message>
    <message>
        <source>1 maneuver</source>
        <translation>1 манёвр</translation>
    </message>
    <message>
        <source>{n} maneuver</source>
        <translation>манёвров: {n}</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>реакция</translation>
    </message>
    <message>
        <source>{n} reactions</source>
        <translation>реакций: {n}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>свободное</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} ОД</translation>
    </message>
    <message>
        <source>{actions}, {movement}</source>
        <translation>{actions}, {movement}</translation>
    </message>
    <message>
        <source>weapon {field}</source>
        <translation>оружие: {field}</translation>
    </message>
    <message>
        <source>{cost} from next turn</source>
        <translation>{cost} из следующего хода</translation>
    </message>
</context>
<context>
    <name>Defence</name>
    <message>
        <source>Dodge</source>
        <extracomment>Every defence name the bundled systems write.</extracomment>
        <translation>Уклонение</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Парирование</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>Стойкость</translation>
    </message>
    <message>
        <source>grapple check</source>
        <translation>проверка захвата</translation>
    </message>
    <message>
        <source>Dodge of the {item}</source>
        <translation>Уклонение ({item})</translation>
    </message>
    <message>
        <source>{first}, then {second}</source>
        <translation>{first}, затем {second}</translation>
    </message>
</context>
<context>
    <name>DragOverlay</name>
    <message>
        <source>GM move: no rules</source>
        <extracomment>Alpha of the reach bands: cheapest third darkest, last third faintest. True from a drag&apos;s first preview to its end (a prepared drag is built but not shown).</extracomment>
        <translation>Ход мастера: без правил</translation>
    </message>
    <message>
        <source>Cannot move: {why}</source>
        <translation>Нельзя двигаться: {why}</translation>
    </message>
    <message>
        <source>{action} ({cost}): a double move</source>
        <translation>{action} ({cost}): двойное перемещение</translation>
    </message>
    <message>
        <source>{action} ({cost}): minimum movement</source>
        <translation>{action} ({cost}): минимальное перемещение</translation>
    </message>
    <message>
        <source>{action} ({cost})</source>
        <translation>{action} ({cost})</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>Save the changes to {name} first?</source>
        <translation>Сначала сохранить изменения в {name}?</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Открыть сценарий</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json *.toml);;All files (*)</source>
        <translation>Сценарии Battlemap (*.json *.toml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Не удаётся открыть сценарий</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>Сохранить сценарий как</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Сценарии Battlemap (*.json)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <source>Export the GM view as an image</source>
        <translation>Экспортировать вид ведущего как изображение</translation>
    </message>
    <message>
        <source>Export the Player View as an image</source>
        <translation>Экспортировать вид игроков как изображение</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export image</source>
        <translation>Не удалось экспортировать изображение</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Не удалось записать {path}: {reason}</translation>
    </message>
    <message>
        <source>Exported the GM view to {path}</source>
        <translation>Вид ведущего сохранён в {path}</translation>
    </message>
    <message>
        <source>Exported the Player View to {path}</source>
        <translation>Вид игроков сохранён в {path}</translation>
    </message>
</context>
<context>
    <name>Fog</name>
    <message>
        <source>Working out what the side sees...</source>
        <extracomment>How often the window looks at the worker&apos;s progress, in ms. The progress dialog while a long warm-up runs (None otherwise).</extracomment>
        <translation>Определяем, что видит сторона...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Fog of War</source>
        <translation>Туман войны</translation>
    </message>
</context>
<context>
    <name>Fonts</name>
    <message>
        <source>Chinese is shown in Battlemap&apos;s own font: names you type may need a Chinese font installed on the system.</source>
        <extracomment>Each Chinese interface language&apos;s subset (under assets/), and the script (writing system) it is for. Set in settings.ini once the window has said that typed names may need a system font. The tags a family&apos;s name carries for each language&apos;s regional forms, best first (Noto Sans CJK SC, Source Han Sans TC, ...). Without one, fontconfig often picks the Japanese forms.</extracomment>
        <translation>Китайский текст показан встроенным шрифтом Battlemap: для введённых вами имён может понадобиться китайский шрифт в системе.</translation>
    </message>
    <message>
        <source>Names you type may need a system Chinese font</source>
        <translation>Для введённых имён может понадобиться китайский шрифт в системе</translation>
    </message>
</context>
<context>
    <name>GmMarks</name>
    <message>
        <source>Mine being laid by {name} at {cell}: it arms at the end of {name}&apos;s turn (GM only)</source>
        <extracomment>Over the tokens (10-11) and their badges, under the drag&apos;s ghost and path.</extracomment>
        <translation>{name} ставит мину в {cell}: она взведётся в конце хода ({name}) (видит только ведущий)</translation>
    </message>
    <message>
        <source>Armed mine of {name} at {cell} (GM only)</source>
        <translation>Взведённая мина ({name}) в {cell} (видит только ведущий)</translation>
    </message>
    <message>
        <source>{kind} of {name} at {cell} (GM only)</source>
        <translation>{kind} ({name}) в {cell} (видит только ведущий)</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>HP</source>
        <translation>ОЗ</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>ОУ</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>стресс</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>состояние</translation>
    </message>
    <message>
        <source>reeling</source>
        <extracomment>State words that are no condition of their own (the others read as conditions).</extracomment>
        <translation>шатается</translation>
    </message>
    <message>
        <source>collapsing</source>
        <translation>валится с ног</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>невредим</translation>
    </message>
    <message>
        <source>injury (HP lost)</source>
        <extracomment>Counts a system keeps on a token that the GM may set (the Inspector&apos;s Counts), by key.</extracomment>
        <translation>ранения (потеряно ОЗ)</translation>
    </message>
    <message>
        <source>fatigue (FP lost)</source>
        <translation>усталость (потеряно ОУ)</translation>
    </message>
    <message>
        <source>initiative total</source>
        <translation>итог инициативы</translation>
    </message>
    <message>
        <source>{name} {current}/{maximum}</source>
        <extracomment>&quot;HP 7/11&quot;, &quot;damage 3/4&quot;.</extracomment>
        <translation>{name} {current}/{maximum}</translation>
    </message>
    <message>
        <source>{meters} ({words})</source>
        <extracomment>&quot;HP 7/11 (reeling)&quot;.</extracomment>
        <translation>{meters} ({words})</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Drag a token</source>
        <translation>Перетащить фишку</translation>
    </message>
    <message>
        <source>moves it by the rules: its path, the cost and who reacts show before the drop</source>
        <translation>перемещает её по правилам: путь, стоимость и кто реагирует видны до того, как вы её отпустите</translation>
    </message>
    <message>
        <source>Shift + drag a token</source>
        <translation>Shift + перетащить фишку</translation>
    </message>
    <message>
        <source>a freehand path</source>
        <translation>путь от руки</translation>
    </message>
    <message>
        <source>Ctrl + drag a token</source>
        <translation>Ctrl + перетащить фишку</translation>
    </message>
    <message>
        <source>the GM&apos;s move: anywhere it can stand, no rules</source>
        <translation>перемещение мастером: куда угодно, где можно стоять, без правил</translation>
    </message>
    <message>
        <source>Right-click a token or a cell</source>
        <translation>Щелчок правой кнопкой по фишке или клетке</translation>
    </message>
    <message>
        <source>its actions, or the cell&apos;s terrain, doors, zones and new tokens</source>
        <translation>её действия, или местность клетки, двери, зоны и новые фишки</translation>
    </message>
    <message>
        <source>Click a target while targeting</source>
        <translation>Щелчок по цели при прицеливании</translation>
    </message>
    <message>
        <source>rolls the attack</source>
        <translation>бросает атаку</translation>
    </message>
    <message>
        <source>Ctrl + click while targeting</source>
        <translation>Ctrl + щелчок при прицеливании</translation>
    </message>
    <message>
        <source>adds or removes a further target</source>
        <translation>добавляет или убирает ещё одну цель</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>cancels a drag, targeting or a drawing mode</source>
        <translation>отменяет перетаскивание, прицеливание или режим рисования</translation>
    </message>
    <message>
        <source>Middle button, or Space + drag</source>
        <translation>Средняя кнопка или Пробел + перетаскивание</translation>
    </message>
    <message>
        <source>pans the map</source>
        <translation>сдвигает карту</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Клавиши со стрелками</translation>
    </message>
    <message>
        <source>pan the map</source>
        <translation>сдвигают карту</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Колёсико мыши</translation>
    </message>
    <message>
        <source>zooms in and out</source>
        <translation>приближает и отдаляет</translation>
    </message>
    <message>
        <source>Drag a wall&apos;s end</source>
        <translation>Перетащить конец стены</translation>
    </message>
    <message>
        <source>moves it, snapped to a cell corner when near one</source>
        <translation>передвигает его, притягивая к углу клетки, если он рядом</translation>
    </message>
    <message>
        <source>Click a wall</source>
        <translation>Щелчок по стене</translation>
    </message>
    <message>
        <source>selects it (Delete deletes it)</source>
        <translation>выбирает её (Delete удаляет её)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>deletes the selected token or wall</source>
        <translation>удаляет выбранную фишку или стену</translation>
    </message>
    <message>
        <source>Drag while aligning the background</source>
        <translation>Перетаскивание при выравнивании фона</translation>
    </message>
    <message>
        <source>moves the picture; after Scale by Two Points, drops a point of it on a grid corner</source>
        <translation>сдвигает изображение; после «Масштаб по двум точкам» помещает его точку на угол сетки</translation>
    </message>
    <message>
        <source>Enter while aligning the background</source>
        <translation>Enter при выравнивании фона</translation>
    </message>
    <message>
        <source>keeps the picture where it is (Escape puts it back)</source>
        <translation>оставляет изображение на месте (Escape возвращает его обратно)</translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>Клавиатура и мышь</translation>
    </message>
    <message>
        <source>Keys or mouse</source>
        <translation>Клавиши или мышь</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
    <message>
        <source>In the Window (README)</source>
        <translation>В окне (README)</translation>
    </message>
    <message>
        <source>The README is not installed with this copy of Battlemap.</source>
        <translation>README не установлен вместе с этой копией Battlemap.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;A battle map that knows the rules: GURPS 4e, the Year Zero Engine, d20 mass combat and a Fallout d100 ruleset, judged at every step of a move.&lt;/p&gt;&lt;p&gt;MIT licence. Qt {qt} through PySide6. The bundled Chinese font is a subset of Noto Sans CJK (SIL Open Font Licence).&lt;/p&gt;</source>
        <translation>&lt;b&gt;Battlemap {version}&lt;/b&gt;&lt;p&gt;Боевая карта, которая знает правила: GURPS 4e, Year Zero Engine, массовые сражения d20 и правила Fallout d100 — на каждом шаге хода.&lt;/p&gt;&lt;p&gt;Лицензия MIT. Qt {qt} через PySide6. Встроенный китайский шрифт — подмножество Noto Sans CJK (SIL Open Font Licence).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Battlemap</source>
        <translation>О Battlemap</translation>
    </message>
</context>
<context>
    <name>ImportMap</name>
    <message>
        <source>Import Map</source>
        <translation>Импорт карты</translation>
    </message>
    <message>
        <source>Save the Imported Battle</source>
        <translation>Сохранить импортированный бой</translation>
    </message>
    <message>
        <source>Battlemap scenarios (*.json)</source>
        <translation>Сценарии Battlemap (*.json)</translation>
    </message>
    <message>
        <source>Cannot import the map</source>
        <translation>Не удаётся импортировать карту</translation>
    </message>
    <message>
        <source>Maps (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</source>
        <translation>Карты (*.dd2vtt *.df2vtt *.uvtt *.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.df2vtt *.uvtt)</source>
        <translation>Карты Universal VTT (*.dd2vtt *.df2vtt *.uvtt)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json)</source>
        <translation>Карты Tiled (*.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>{name} is not a map Battlemap imports: a Universal VTT file or a Tiled map.</source>
        <translation>{name} — не карта, которую Battlemap может импортировать: нужен файл Universal VTT или карта Tiled.</translation>
    </message>
    <message>
        <source>Save the battle under another name: it would overwrite the map.</source>
        <translation>Сохраните бой под другим именем: иначе он заменит карту.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {error}</source>
        <translation>Не удаётся записать {path}: {error}</translation>
    </message>
    <message>
        <source>Play the map by the ruleset:</source>
        <translation>Играть на карте по своду правил:</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <source>melee</source>
        <extracomment>Weapon kinds as the Inspector names them.</extracomment>
        <translation>ближний бой</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>дальний бой</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>метательное</translation>
    </message>
    <message>
        <source>Inspector</source>
        <extracomment>Item data role holding the stat key of an editable stat row. The item data role of a count row (an integer the system keeps on the token: Year Zero damage). The item data role holding any child row&apos;s key (what `child_rows` looks rows up by).</extracomment>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Stats</source>
        <extracomment>A typed stat waits for the event loop to be applied (tests wait on it).</extracomment>
        <translation>Характеристики</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Счётчики</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>не готово</translation>
    </message>
    <message>
        <source>{kind}, {ready}</source>
        <translation>{kind}, {ready}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Здоровье</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Поза</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>Movement left</source>
        <translation>Осталось перемещения</translation>
    </message>
    <message>
        <source>Reactions left</source>
        <translation>Осталось реакций</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Состояния</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>toward {at}</source>
        <translation>в сторону {at}</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Боеготовность</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Скрыт</translation>
    </message>
    <message>
        <source>from the players</source>
        <translation>от игроков</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>LegendDock</name>
    <message>
        <source>A door: right-click it to open or close it.</source>
        <extracomment>The widest the legend grows to fit its rows (px); past it the names elide, never the effects.</extracomment>
        <translation>Дверь: щёлкните правой кнопкой, чтобы открыть или закрыть.</translation>
    </message>
    <message>
        <source>Drawn for the GM only, never on the Player View.</source>
        <translation>Видно только ведущему, никогда не показывается игрокам.</translation>
    </message>
    <message>
        <source>Armed mine ({n})</source>
        <translation>Взведённая мина ({n})</translation>
    </message>
    <message>
        <source>Mine being laid ({n})</source>
        <translation>Мина в установке ({n})</translation>
    </message>
    <message>
        <source>It arms at the end of its layer&apos;s turn. GM only.</source>
        <translation>Взводится в конце хода поставившего. Видит только ведущий.</translation>
    </message>
    <message>
        <source>Item on the map ({n})</source>
        <translation>Предмет на карте ({n})</translation>
    </message>
    <message>
        <source>Hidden token ({n})</source>
        <translation>Скрытая фишка ({n})</translation>
    </message>
    <message>
        <source>A ghost for the GM; the Player View does not draw it.</source>
        <translation>Полупрозрачна для ведущего; вид игроков её не показывает.</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Укрытие</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>On cells</source>
        <translation>В клетках</translation>
    </message>
    <message>
        <source>On edges</source>
        <translation>На границах</translation>
    </message>
    <message>
        <source>Free walls</source>
        <translation>Свободные стены</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Зоны</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>Только для ведущего</translation>
    </message>
</context>
<context>
    <name>LineTerms</name>
    <message>
        <source>no cover</source>
        <translation>нет укрытия</translation>
    </message>
    <message>
        <source>partial cover</source>
        <translation>частичное укрытие</translation>
    </message>
    <message>
        <source>full cover</source>
        <translation>полное укрытие</translation>
    </message>
    <message>
        <source>Engaged</source>
        <translation>Вплотную</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Близко</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средне</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Далеко</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Предельно</translation>
    </message>
    <message>
        <source>{cover} cover</source>
        <translation>укрытие: {cover}</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source> (maximised)</source>
        <translation> (максимум)</translation>
    </message>
    <message>
        <source> (second line)</source>
        <translation> (вторая линия)</translation>
    </message>
    <message>
        <source> (table roll {rolls})</source>
        <translation> (бросок по таблице {rolls})</translation>
    </message>
    <message>
        <source> ({details})</source>
        <translation> ({details})</translation>
    </message>
    <message>
        <source> ({owed:g} AP carried over)</source>
        <translation> (перенесено ОД: {owed:g})</translation>
    </message>
    <message>
        <source> - DR {dr}</source>
        <translation> - ПУ {dr}</translation>
    </message>
    <message>
        <source> with {weapon}</source>
        <translation> оружием {weapon}</translation>
    </message>
    <message>
        <source>, {defence}</source>
        <translation>, {defence}</translation>
    </message>
    <message>
        <source>; HT roll {roll} against {condition}</source>
        <translation>; бросок ЗД {roll} против состояния «{condition}»</translation>
    </message>
    <message>
        <source>; HT rolls {rolls} against death</source>
        <translation>; броски ЗД {rolls} против смерти</translation>
    </message>
    <message>
        <source>; armour worn by {n}</source>
        <translation>; доспех изношен на {n}</translation>
    </message>
    <message>
        <source>; mine armed at {cell}</source>
        <translation>; мина взведена в {cell}</translation>
    </message>
    <message>
        <source>; now {conditions}</source>
        <translation>; теперь {conditions}</translation>
    </message>
    <message>
        <source>; the square {cell} hit ({roll}): {target} {suppressed}</source>
        <translation>; клетка {cell} поражена ({roll}): {target} {suppressed}</translation>
    </message>
    <message>
        <source>; the square {cell} missed too ({roll})</source>
        <translation>; по клетке {cell} тоже промах ({roll})</translation>
    </message>
    <message>
        <source>; {what}</source>
        <translation>; {what}</translation>
    </message>
    <message>
        <source>Add door</source>
        <translation>Добавить дверь</translation>
    </message>
    <message>
        <source>Add to zone {zone}</source>
        <translation>Добавить в зону {zone}</translation>
    </message>
    <message>
        <source>Attack {target} with {who}</source>
        <translation>Атака {who} по {target}</translation>
    </message>
    <message>
        <source>Autosave failed ({error}): play goes on, but save by hand to keep your work</source>
        <translation>Автосохранение не удалось ({error}): игра продолжается, но сохраните вручную, чтобы не потерять работу</translation>
    </message>
    <message>
        <source>Bring {name} to Front</source>
        <translation>Поднять {name} наверх</translation>
    </message>
    <message>
        <source>Clear {condition} ({name})</source>
        <translation>Снять «{condition}» ({name})</translation>
    </message>
    <message>
        <source>Close door</source>
        <translation>Закрыть дверь</translation>
    </message>
    <message>
        <source>Continue from step {step}</source>
        <translation>Продолжить с шага {step}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Удалить {name}</translation>
    </message>
    <message>
        <source>Door at {cell} closed</source>
        <translation>Дверь в {cell} закрыта</translation>
    </message>
    <message>
        <source>Door at {cell} opened</source>
        <translation>Дверь в {cell} открыта</translation>
    </message>
    <message>
        <source>Door between {a} and {b} closed</source>
        <translation>Дверь между {a} и {b} закрыта</translation>
    </message>
    <message>
        <source>Door between {a} and {b} drawn</source>
        <translation>Дверь между {a} и {b} добавлена</translation>
    </message>
    <message>
        <source>Door between {a} and {b} opened</source>
        <translation>Дверь между {a} и {b} открыта</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Дублировать {name}</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Изменить {name}</translation>
    </message>
    <message>
        <source>Explored cells forgotten</source>
        <translation>Разведанные клетки забыты</translation>
    </message>
    <message>
        <source>Fog of war off: the players see the whole map</source>
        <translation>Туман войны выключен: игроки видят всю карту</translation>
    </message>
    <message>
        <source>Fog of war on: the players see what {sides} see</source>
        <translation>Туман войны включён: игроки видят то же, что {sides}</translation>
    </message>
    <message>
        <source>Fog of war shows what {sides} see</source>
        <translation>Туман войны показывает то, что видят {sides}</translation>
    </message>
    <message>
        <source>GM Move {name}</source>
        <translation>Перемещение мастером: {name}</translation>
    </message>
    <message>
        <source>GM clears {condition} from {name}</source>
        <translation>Мастер снимает «{condition}» с {name}</translation>
    </message>
    <message>
        <source>GM gave {count} cells back to the players&apos; sight</source>
        <translation>Ведущий вернул обзору игроков клеток: {count}</translation>
    </message>
    <message>
        <source>GM hid {count} cells from the players</source>
        <translation>Ведущий скрыл от игроков клеток: {count}</translation>
    </message>
    <message>
        <source>GM revealed {count} cells to the players</source>
        <translation>Ведущий открыл игрокам клеток: {count}</translation>
    </message>
    <message>
        <source>GM move: {name} to {cell}</source>
        <translation>Ход мастера: {name} на {cell}</translation>
    </message>
    <message>
        <source> (+{n} AP)</source>
        <translation> (+{n} ОД)</translation>
    </message>
    <message>
        <source> (shock {n})</source>
        <translation> (шок {n})</translation>
    </message>
    <message>
        <source> against an ambush</source>
        <translation> против засады</translation>
    </message>
    <message>
        <source> against {target}</source>
        <translation> против {target}</translation>
    </message>
    <message>
        <source> on {target}</source>
        <translation> на {target}</translation>
    </message>
    <message>
        <source> {n:+d}</source>
        <translation> {n:+d}</translation>
    </message>
    <message>
        <source>; no longer {condition}</source>
        <translation>; больше не «{condition}»</translation>
    </message>
    <message>
        <source>; {defence} {value}: rolled {rolled}, {outcome}</source>
        <translation>; {defence} {value}: выпало {rolled}, {outcome}</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Добавить заметку</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Круг</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Конус</translation>
    </message>
    <message>
        <source>Delete drawing</source>
        <translation>Удалить рисунок</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>Удалить заметку</translation>
    </message>
    <message>
        <source>Delete {terrain}</source>
        <translation>Удалить: {terrain}</translation>
    </message>
    <message>
        <source>Deleted {terrain} from {a} to {b}</source>
        <translation>Удалено: {terrain} от {a} до {b}</translation>
    </message>
    <message>
        <source>Door from {a} to {b} closed</source>
        <translation>Дверь от {a} до {b} закрыта</translation>
    </message>
    <message>
        <source>Door from {a} to {b} opened</source>
        <translation>Дверь от {a} до {b} открыта</translation>
    </message>
    <message>
        <source>Draw {terrain}</source>
        <translation>Нарисовать: {terrain}</translation>
    </message>
    <message>
        <source>Drew {terrain} from {a} to {b}</source>
        <translation>Нарисовано: {terrain} от {a} до {b}</translation>
    </message>
    <message>
        <source>Draw on the map</source>
        <translation>Рисунок на карте</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Изменить заметку</translation>
    </message>
    <message>
        <source>GM refreshes what {name} spent this turn</source>
        <translation>Мастер возвращает {name} потраченное за ход</translation>
    </message>
    <message>
        <source>GM sets {condition} on {name}</source>
        <translation>Мастер ставит «{condition}» на {name}</translation>
    </message>
    <message>
        <source>GM sets {key} of {name} to {value}</source>
        <translation>Мастер ставит {key} для {name}: {value}</translation>
    </message>
    <message>
        <source>Hide drawing from players</source>
        <translation>Скрыть рисунок от игроков</translation>
    </message>
    <message>
        <source>Hide note from players</source>
        <translation>Скрыть заметку от игроков</translation>
    </message>
    <message>
        <source>Hide {name}</source>
        <translation>Скрыть {name}</translation>
    </message>
    <message>
        <source>House rule {option}: {old} -&gt; {new}</source>
        <translation>Домашнее правило «{option}»: {old} -&gt; {new}</translation>
    </message>
    <message>
        <source>Move wall end</source>
        <translation>Передвинуть конец стены</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линия</translation>
    </message>
    <message>
        <source>Draw: no side is left standing</source>
        <translation>Ничья: на ногах не осталось ни одной стороны</translation>
    </message>
    <message>
        <source>Move note</source>
        <translation>Переместить заметку</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Перемещение: {name}</translation>
    </message>
    <message>
        <source>Moved the end of {terrain} to {at}</source>
        <translation>Конец объекта «{terrain}» передвинут в {at}</translation>
    </message>
    <message>
        <source>Next turn ({name})</source>
        <translation>Следующий ход ({name})</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Открыть дверь</translation>
    </message>
    <message>
        <source>Paint {terrain}</source>
        <translation>Покраска: {terrain}</translation>
    </message>
    <message>
        <source>Painted {n} cell {terrain}</source>
        <translation>Закрашено клеток: {n} ({terrain})</translation>
    </message>
    <message>
        <source>Painted {n} cells {terrain}</source>
        <translation>Закрашено клеток: {n} ({terrain})</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>Поставить {name}</translation>
    </message>
    <message>
        <source>Place {shape}</source>
        <translation>Поставить: {shape}</translation>
    </message>
    <message>
        <source>Refresh {name}</source>
        <translation>Вернуть потраченное: {name}</translation>
    </message>
    <message>
        <source>Remove background image</source>
        <translation>Убрать фоновое изображение</translation>
    </message>
    <message>
        <source>Remove from zone {zone}</source>
        <translation>Убрать из зоны {zone}</translation>
    </message>
    <message>
        <source>Remove {shape}</source>
        <translation>Убрать: {shape}</translation>
    </message>
    <message>
        <source>Reorder Turns</source>
        <translation>Изменить порядок ходов</translation>
    </message>
    <message>
        <source>Roll Initiative</source>
        <translation>Бросок инициативы</translation>
    </message>
    <message>
        <source>Roll reaction ({name})</source>
        <translation>Бросить реакцию ({name})</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <source>Round {round} begins</source>
        <translation>Начинается раунд {round}</translation>
    </message>
    <message>
        <source>Round {round} begins: {who} acts</source>
        <translation>Начинается раунд {round}: ходит {who}</translation>
    </message>
    <message>
        <source>Round {round} begins; {who} acts first</source>
        <translation>Начинается раунд {round}; первым ходит {who}</translation>
    </message>
    <message>
        <source>Rules Options</source>
        <translation>Параметры правил</translation>
    </message>
    <message>
        <source>Set background image</source>
        <translation>Задать фоновое изображение</translation>
    </message>
    <message>
        <source>Set {condition} ({name})</source>
        <translation>Поставить «{condition}» ({name})</translation>
    </message>
    <message>
        <source>Set {key} of {name}</source>
        <translation>Задать {key} для {name}</translation>
    </message>
    <message>
        <source>Set {stat} of {name}</source>
        <translation>Задать {stat} для {name}</translation>
    </message>
    <message>
        <source>Show drawing to players</source>
        <translation>Показать рисунок игрокам</translation>
    </message>
    <message>
        <source>Show note to players</source>
        <translation>Показать заметку игрокам</translation>
    </message>
    <message>
        <source>Show {name}</source>
        <translation>Показать {name}</translation>
    </message>
    <message>
        <source>Skip reaction ({name})</source>
        <translation>Пропустить реакцию ({name})</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Квадрат</translation>
    </message>
    <message>
        <source>The cover of {who} is gone</source>
        <translation>Укрытие {who} разрушено</translation>
    </message>
    <message>
        <source>The cover of {who} wears down to {cover}</source>
        <translation>Укрытие {who} изнашивается до {cover}</translation>
    </message>
    <message>
        <source>The grapple of {who} on {target} ends</source>
        <translation>Захват {target} со стороны {who} окончен</translation>
    </message>
    <message>
        <source>The item {who} planted on {target} is due: their checks are their own again</source>
        <translation>Предмет, подброшенный {who} к {target}, больше не действует: проверки снова свои</translation>
    </message>
    <message>
        <source>The journal does not reach the battle in the file (edited by hand?); the battle opens as the file holds it, its journal set aside</source>
        <translation>Журнал не приводит к бою, записанному в файле (правили вручную?); бой открыт, как он записан в файле, журнал отложен</translation>
    </message>
    <message>
        <source>The journal stops at record {index} ({kind}, {field}: {why}); the battle opens as the records before it left it</source>
        <translation>Журнал обрывается на записи {index} ({kind}, {field}: {why}); бой открыт в том виде, в каком его оставили предыдущие записи</translation>
    </message>
    <message>
        <source>The mine {who} laid at {cell} goes off as it arms: {caught} caught</source>
        <translation>Мина, поставленная {who} в {cell}, взрывается при взводе: задеты {caught}</translation>
    </message>
    <message>
        <source>The throw never lands: {target} gets {restored} HP back ({hp} HP){condition}</source>
        <translation>Бросок не долетает: {target} возвращает {restored} ОЗ ({hp} ОЗ){condition}</translation>
    </message>
    <message>
        <source>The turn passes: not played here</source>
        <translation>Ход пропущен: здесь им никто не играет</translation>
    </message>
    <message>
        <source>The battle is over: {result}; play goes on by hand</source>
        <translation>Бой окончен: {result}; игра продолжается вручную</translation>
    </message>
    <message>
        <source>Turn order: {names}</source>
        <translation>Порядок ходов: {names}</translation>
    </message>
    <message>
        <source>a free attack</source>
        <translation>свободную атаку</translation>
    </message>
    <message>
        <source>a held action</source>
        <translation>отложенное действие</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>напористо</translation>
    </message>
    <message>
        <source>an opportunity attack</source>
        <translation>атаку по возможности</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>осторожно</translation>
    </message>
    <message>
        <source>cover from {n} enemies</source>
        <translation>укрытие от врагов: {n}</translation>
    </message>
    <message>
        <source>cover from {n} enemy</source>
        <translation>укрытие от {n} врага</translation>
    </message>
    <message>
        <source>critical failure: drops it</source>
        <translation>критический провал: роняет</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>пересекая линию огня</translation>
    </message>
    <message>
        <source>done at once</source>
        <translation>сделано сразу</translation>
    </message>
    <message>
        <source>enough for one turn</source>
        <translation>на этот ход достаточно</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>входя на линию огня</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>входя в их досягаемость</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>входя в их клетку</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не удалась</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>провал</translation>
    </message>
    <message>
        <source>failure (an item planted on them)</source>
        <translation>провал (подброшенный предмет)</translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation>теряет сознание</translation>
    </message>
    <message>
        <source>fumbles it, the task goes on</source>
        <translation>не выходит, дело продолжается</translation>
    </message>
    <message>
        <source>guards {name}</source>
        <translation>охраняет: {name}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>попадание</translation>
    </message>
    <message>
        <source>holds fire for {target} ({percent} % to hit)</source>
        <translation>держит на прицеле: {target} ({percent} % попасть)</translation>
    </message>
    <message>
        <source>keeps concentrating</source>
        <translation>сохраняет сосредоточение</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>покидая клетку под угрозой</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>выходя из схватки</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>выходя из их досягаемости</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <translation>покидая их клетку</translation>
    </message>
    <message>
        <source>loses concentration</source>
        <translation>теряет сосредоточение</translation>
    </message>
    <message>
        <source>made</source>
        <translation>удалась</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>двигаясь по линии огня</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>двигаясь в их досягаемости</translation>
    </message>
    <message>
        <source>no chance to hit</source>
        <translation>нет шанса попасть</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>no enemy in reach</source>
        <translation>нет врага в досягаемости</translation>
    </message>
    <message>
        <source>no enemy left</source>
        <translation>врагов не осталось</translation>
    </message>
    <message>
        <source>no legal step left</source>
        <translation>допустимых действий не осталось</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>нет линии огня</translation>
    </message>
    <message>
        <source>no longer on overwatch</source>
        <translation>больше не в боеготовности</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>ни одной фишки</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>not ready: it takes a Ready</source>
        <translation>не готово: нужна Подготовка</translation>
    </message>
    <message>
        <source>not suppressed further</source>
        <translation>подавление не растёт</translation>
    </message>
    <message>
        <source>objective: {name}</source>
        <translation>цель: {name}</translation>
    </message>
    <message>
        <source>out of ammunition</source>
        <translation>кончились патроны</translation>
    </message>
    <message>
        <source>outside the overwatch</source>
        <translation>вне сектора боеготовности</translation>
    </message>
    <message>
        <source>overwatch fire</source>
        <translation>огонь из боеготовности</translation>
    </message>
    <message>
        <source>provokes {n} reaction</source>
        <translation>вызывает реакцию: {n}</translation>
    </message>
    <message>
        <source>provokes {n} reactions</source>
        <translation>вызывает реакций: {n}</translation>
    </message>
    <message>
        <source>ready at once</source>
        <translation>готово сразу</translation>
    </message>
    <message>
        <source>recovers</source>
        <translation>приходит в себя</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>остаётся в сознании</translation>
    </message>
    <message>
        <source>stays stunned</source>
        <translation>остаётся ошеломлённым</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>уравновешенно</translation>
    </message>
    <message>
        <source>strike</source>
        <translation>бьют</translation>
    </message>
    <message>
        <source>strikes</source>
        <translation>бьёт</translation>
    </message>
    <message>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <source>suppressed {added} (now {total})</source>
        <translation>подавление {added} (теперь {total})</translation>
    </message>
    <message>
        <source>the shot would cross a dark zone</source>
        <translation>выстрел прошёл бы через тёмную зону</translation>
    </message>
    <message>
        <source>then {percent} % to hit {target}</source>
        <translation>затем {percent} % попасть: {target}</translation>
    </message>
    <message>
        <source>to move again</source>
        <translation>чтобы снова двигаться</translation>
    </message>
    <message>
        <source>to open the way</source>
        <translation>чтобы открыть путь</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>невредим</translation>
    </message>
    <message>
        <source>{action} ({who})</source>
        <translation>{action} ({who})</translation>
    </message>
    <message>
        <source>{action} {name}</source>
        <translation>{action}: {name}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell}</source>
        <translation>{by} может провести {kind} по {who} в {cell}</translation>
    </message>
    <message>
        <source>{by}: {kind} on {who} at {cell} ({action})</source>
        <translation>{by} может провести {kind} по {who} в {cell} ({action})</translation>
    </message>
    <message>
        <source>{cell} added to zone {zone}</source>
        <translation>{cell} добавлена в зону {zone}</translation>
    </message>
    <message>
        <source>{cell} removed from zone {zone}</source>
        <translation>{cell} убрана из зоны {zone}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
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
        <translation>{item} падает на {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {target} falls at {cell}</source>
        <translation>{item}, брошенный {target}, падает в {cell}</translation>
    </message>
    <message>
        <source>{item} thrown by {who} goes off at {cell} ({radius} ft): {caught} caught</source>
        <translation>{item}, брошенный {who}, взрывается в {cell} ({radius} фт): задеты {caught}</translation>
    </message>
    <message>
        <source>{names}</source>
        <translation>{names}</translation>
    </message>
    <message>
        <source>{name} does not move: {why}</source>
        <translation>{name} не двигается: {why}</translation>
    </message>
    <message>
        <source>{name} edited ({fields})</source>
        <translation>{name}: изменено ({fields})</translation>
    </message>
    <message>
        <source>{name} move to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name} перемещаются в {cell} ({steps}, стоимость {cost}, осталось {left})</translation>
    </message>
    <message>
        <source>{name} moves to {cell} ({steps}, cost {cost}, {left} left)</source>
        <translation>{name} перемещается в {cell} ({steps}, стоимость {cost}, осталось {left})</translation>
    </message>
    <message>
        <source>{name} placed at {cell} (copy of {original})</source>
        <translation>{name} поставлен на {cell} (копия: {original})</translation>
    </message>
    <message>
        <source>{name} provoke {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name} вызывают {kind} от {by} в {cell} ({why}, шаг {step})</translation>
    </message>
    <message>
        <source>{name} provokes {kind} from {by} at {cell} ({why}, step {step})</source>
        <translation>{name} вызывает {kind} от {by} в {cell} ({why}, шаг {step})</translation>
    </message>
    <message>
        <source>{name}: {stat} {old} -&gt; {new}</source>
        <translation>{name}: {stat} {old} -&gt; {new}</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} ОД</translation>
    </message>
    <message>
        <source>{n} ft</source>
        <translation>{n} фт</translation>
    </message>
    <message>
        <source>{n} hex</source>
        <translation>{n} гекс.</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} гекс.</translation>
    </message>
    <message>
        <source>{n} m</source>
        <translation>{n} м</translation>
    </message>
    <message>
        <source>{n} overwatch line crossed</source>
        <translation>пересечена линия боеготовности: {n}</translation>
    </message>
    <message>
        <source>{n} overwatch lines crossed</source>
        <translation>пересечено линий боеготовности: {n}</translation>
    </message>
    <message>
        <source>{n} shot</source>
        <translation>выстрелов: {n}</translation>
    </message>
    <message>
        <source>{n} shots</source>
        <translation>выстрелов: {n}</translation>
    </message>
    <message>
        <source>{n} six</source>
        <translation>{n} шестёрка</translation>
    </message>
    <message>
        <source>{n} sixes</source>
        <translation>шестёрок: {n}</translation>
    </message>
    <message>
        <source>{n} square</source>
        <translation>{n} кл.</translation>
    </message>
    <message>
        <source>{n} squares</source>
        <translation>{n} кл.</translation>
    </message>
    <message>
        <source>{n} step</source>
        <translation>шагов: {n}</translation>
    </message>
    <message>
        <source>{n} steps</source>
        <translation>шагов: {n}</translation>
    </message>
    <message>
        <source>{n} yd</source>
        <translation>{n} ярд.</translation>
    </message>
    <message>
        <source>{n} {unit}</source>
        <translation>{n} {unit}</translation>
    </message>
    <message>
        <source>{n}d6 [{faces}]: {sixes}</source>
        <translation>{n}d6 [{faces}]: {sixes}</translation>
    </message>
    <message>
        <source>{n}d6 pushed [{faces}]: {sixes}</source>
        <translation>{n}d6 с перебросом [{faces}]: {sixes}</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}-м</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}-м</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}-м</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}-м</translation>
    </message>
    <message>
        <source>{offer}: lapsed</source>
        <translation>{offer} — время вышло</translation>
    </message>
    <message>
        <source>{offer}: not saved, lapses when the file is reopened</source>
        <translation>{offer} — не сохранено, пропадёт при повторном открытии файла</translation>
    </message>
    <message>
        <source>{offer}: rolled</source>
        <translation>{offer} — брошено</translation>
    </message>
    <message>
        <source>{offer}: skipped</source>
        <translation>{offer} — пропущено</translation>
    </message>
    <message>
        <source>{percent} % less harm expected until its next turn</source>
        <translation>до своего следующего хода ожидается на {percent} % меньше урона</translation>
    </message>
    <message>
        <source>{percent} % to hit {target}</source>
        <translation>{percent} % попасть: {target}</translation>
    </message>
    <message>
        <source>{percent} % to hit {target} next turn</source>
        <translation>{percent} % попасть в следующий ход: {target}</translation>
    </message>
    <message>
        <source>{shape} of {size} at {cell} removed</source>
        <translation>{shape} {size} в {cell} убран</translation>
    </message>
    <message>
        <source>{shape} of {size} placed at {cell}: {cells} cells, covering {tokens}</source>
        <translation>{shape} {size} поставлен в {cell}: клеток {cells}, накрывает: {tokens}</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>{side}: победа</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} round</source>
        <translation>{side}: победа — удерживали {zone} {rounds} раунд</translation>
    </message>
    <message>
        <source>{side} wins: held {zone} for {rounds} rounds</source>
        <translation>{side}: победа — удерживали {zone} раундов: {rounds}</translation>
    </message>
    <message>
        <source>{side} wins: reached {zone}</source>
        <translation>{side}: победа — достигли цели: {zone}</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} round</source>
        <translation>{side}: победа — продержались {rounds} раунд</translation>
    </message>
    <message>
        <source>{side} wins: survived {rounds} rounds</source>
        <translation>{side}: победа — продержались раундов: {rounds}</translation>
    </message>
    <message>
        <source>{side} wins: the last side standing</source>
        <translation>{side}: победа — последняя сторона на ногах</translation>
    </message>
    <message>
        <source>{side} wins: {target} destroyed or routed</source>
        <translation>{side}: победа — {target} уничтожены или бежали</translation>
    </message>
    <message>
        <source>{side} wins: {token} fell</source>
        <translation>{side}: победа — {token} пал</translation>
    </message>
    <message>
        <source>{target} are free: their grappler is gone</source>
        <translation>{target} свободны: захватившего больше нет</translation>
    </message>
    <message>
        <source>{target} catches {who} at it</source>
        <translation>{target} ловит {who} с поличным</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {condition}</source>
        <translation>{who} попадает по {target}: {condition}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {damage} damage; cover dice {cover}, armour dice {armour}: {dealt} through, {physical} damage in all{worn}</source>
        <translation>{who} попадает по {target}: урон {damage}; кубы укрытия {cover}, кубы доспеха {armour}: прошло {dealt}, всего урона {physical}{worn}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {details}</source>
        <translation>{who} попадает по {target}: {details}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) = {damage} damage - DR {dr}: {injury} injury, {hp} HP left{checks}{now}</source>
        <translation>{who} попадает по {target}: {dice} ({faces}) = {damage} урона - СП {dr}: ранение {injury}, осталось ОЗ {hp}{checks}{now}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {dice} ({faces}) {bonus:+d} - DT {dt} = {dealt} damage, {hp} HP left</source>
        <translation>{who} попадает по {target}: {dice} ({faces}) {bonus:+d} - ПУ {dt} = {dealt} урона, осталось ОЗ {hp}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: {condition}{suppressed}</source>
        <translation>{who} попадает по {target}: {roll}{most}{dr} = {damage} урона против Стойкости {toughness}: {condition}{suppressed}</translation>
    </message>
    <message>
        <source>{target} is free: its grappler is gone</source>
        <translation>{target} свободен: захватившего больше нет</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}: {why}</translation>
    </message>
    <message>
        <source>{who} advance to {cell}</source>
        <translation>{who} продвигаются к {cell}</translation>
    </message>
    <message>
        <source>{who} advances to {cell}</source>
        <translation>{who} продвигается к {cell}</translation>
    </message>
    <message>
        <source>{token} fell: {loser} loses the battle</source>
        <translation>{token} пал: {loser} проигрывают бой</translation>
    </message>
    <message>
        <source>{who} and {target} duel on overwatch: {mine} against {theirs}; {first} fires first</source>
        <translation>{who} и {target} в дуэли боеготовности: {mine} против {theirs}; первым стреляет {first}</translation>
    </message>
    <message>
        <source>{who} are forced to {cell}</source>
        <translation>{who} вынуждены переместиться в {cell}</translation>
    </message>
    <message>
        <source>{who} are forced to {cell} by {by}</source>
        <translation>{by} вынуждает {who} переместиться в {cell}</translation>
    </message>
    <message>
        <source>{who} are forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who} вынуждены двигаться к {cell}, но остановлены по пути в {at}</translation>
    </message>
    <message>
        <source>{who} are helpless and let go of {target}</source>
        <translation>{who} беспомощны и отпускают {target}</translation>
    </message>
    <message>
        <source>{who} attack {target} ({action})</source>
        <translation>{who} атакуют: {target} ({action})</translation>
    </message>
    <message>
        <source>{who} attacks and leaves Stealth</source>
        <translation>{who} атакует и выходит из Скрытности</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}, no damage</source>
        <translation>{who} атакует дверь в {cell}: {roll}, без урона</translation>
    </message>
    <message>
        <source>{who} attacks the door at {cell}: {roll}; {damage} damage, armour dice {armour}: {dealt} through, {total} of the {withstands} it withstands</source>
        <translation>{who} атакует дверь в {cell}: {roll}; урон {damage}, кубы брони {armour}: проходит {dealt}, всего {total} из {withstands}, которые она выдерживает</translation>
    </message>
    <message>
        <source>{who} attacks {target} ({action})</source>
        <translation>{who} атакует: {target} ({action})</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled a natural {natural}: {result}{square}</source>
        <translation>{who} атакует {target}{weapon}: {roll}{defence}; на кубе выпало {natural}: {result}{square}</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}</source>
        <translation>{who} атакует {target}{weapon}: {roll}{defence}; выпало {faces} на {dice}: {result}{square}</translation>
    </message>
    <message>
        <source>{who} breaks free of {target}</source>
        <translation>{who} вырывается из захвата {target}</translation>
    </message>
    <message>
        <source>{who} breaks the door at {cell} down</source>
        <translation>{who} выбивает дверь в {cell}</translation>
    </message>
    <message>
        <source>{who} cancels the attack and stays in Stealth</source>
        <translation>{who} отменяет атаку и остаётся в Скрытности</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack</source>
        <translation>{who} отменяет промахнувшуюся атаку</translation>
    </message>
    <message>
        <source>{who} cancels the missed attack: the round goes back into {weapon} ({loaded} loaded)</source>
        <translation>{who} отменяет промахнувшуюся атаку: патрон возвращается в {weapon} (заряжено {loaded})</translation>
    </message>
    <message>
        <source>{who} cannot fire back at {target}: {why}</source>
        <translation>{who} не может открыть ответный огонь по {target}: {why}</translation>
    </message>
    <message>
        <source>{who} cannot shove {target}: no room behind</source>
        <translation>{who} не может оттолкнуть {target}: сзади нет места</translation>
    </message>
    <message>
        <source>{who} cannot take the hit for {target}: neither knew of the Sneak Attack</source>
        <translation>{who} не может принять удар за {target}: никто из них не знал о скрытной атаке</translation>
    </message>
    <message>
        <source>{who} clears the debris at {cell}</source>
        <translation>{who} расчищает завал в {cell}</translation>
    </message>
    <message>
        <source>{who} climbs {feet:g} ft further</source>
        <translation>{who} поднимается ещё на {feet:g} фт</translation>
    </message>
    <message>
        <source>{who} close the door at {cell}</source>
        <translation>{who} закрывают дверь в {cell}</translation>
    </message>
    <message>
        <source>{who} closes the door at {cell}</source>
        <translation>{who} закрывает дверь в {cell}</translation>
    </message>
    <message>
        <source>{who} counts aloud: “{said}”</source>
        <translation>{who} считает вслух: «{said}»</translation>
    </message>
    <message>
        <source>{who} declares a burst of {shots} shots{extra}</source>
        <translation>{who} объявляет очередь (выстрелов: {shots}){extra}</translation>
    </message>
    <message>
        <source>{who} declares a second overwatch line toward {cell} with {weapons}</source>
        <translation>{who} объявляет вторую линию боеготовности к {cell} с {weapons}</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk})</source>
        <translation>{who} задерживается до {score} (РК {rk})</translation>
    </message>
    <message>
        <source>{who} delays to {score} (Sequence {rk}); {next} acts now</source>
        <translation>{who} задерживается до {score} (РК {rk}); сейчас ходит {next}</translation>
    </message>
    <message>
        <source>{who} disarms the mine</source>
        <translation>{who} обезвреживает мину</translation>
    </message>
    <message>
        <source>{who} disarms the trap at {cell}</source>
        <translation>{who} обезвреживает ловушку в {cell}</translation>
    </message>
    <message>
        <source>{who} does not sense {target}</source>
        <translation>{who} не замечает {target}</translation>
    </message>
    <message>
        <source>{who} drives {vehicle} to {cell} ({cost})</source>
        <translation>{who} ведёт {vehicle} в {cell} ({cost})</translation>
    </message>
    <message>
        <source>{who} drops {item} at {cell}</source>
        <translation>{who} оставляет {item} на {cell}</translation>
    </message>
    <message>
        <source>{who} end the turn</source>
        <translation>{who} завершают ход</translation>
    </message>
    <message>
        <source>{who} ends the turn</source>
        <translation>{who} завершает ход</translation>
    </message>
    <message>
        <source>{who} fail to push {target}: {mine} against {theirs}</source>
        <translation>{who} не могут оттеснить {target}: {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who} fails to push {target}: {mine} against {theirs}</source>
        <translation>{who} не может оттеснить {target}: {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who} fall back to {cell}</source>
        <translation>{who} отходят на {cell}</translation>
    </message>
    <message>
        <source>{who} falls and is knocked down</source>
        <translation>{who} падает и сбит с ног</translation>
    </message>
    <message>
        <source>{who} falls back to {cell}</source>
        <translation>{who} отходит на {cell}</translation>
    </message>
    <message>
        <source>{who} fast-draws {item}: Fast-Draw {skill}{shock}, rolled {roll}, {result}</source>
        <translation>{who} быстро выхватывает {item}: Быстрое выхватывание {skill}{shock}, выпало {roll}, {result}</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, the feint fails</source>
        <translation>{who} делает финт против {target}: {roll} против {resisted}, финт не удался</translation>
    </message>
    <message>
        <source>{who} feints {target}: {roll} against {resisted}, wins by {margin}</source>
        <translation>{who} делает финт против {target}: {roll} против {resisted}, выигрыш {margin}</translation>
    </message>
    <message>
        <source>{who} find no closed door there</source>
        <translation>{who} не находят там закрытой двери</translation>
    </message>
    <message>
        <source>{who} find no open door there</source>
        <translation>{who} не находят там открытой двери</translation>
    </message>
    <message>
        <source>{who} finds no closed door there</source>
        <translation>{who} не находит там закрытой двери</translation>
    </message>
    <message>
        <source>{who} finds no locked door at {cell}</source>
        <translation>{who} не находит запертой двери в {cell}</translation>
    </message>
    <message>
        <source>{who} finds no open door there</source>
        <translation>{who} не находит там открытой двери</translation>
    </message>
    <message>
        <source>{who} gets into {vehicle} at {cell}</source>
        <translation>{who} садится в {vehicle} в {cell}</translation>
    </message>
    <message>
        <source>{who} gets no free attack on {target}</source>
        <translation>{who} не получает свободной атаки по {target}</translation>
    </message>
    <message>
        <source>{who} gets out of {vehicle} at {cell}</source>
        <translation>{who} выходит из {vehicle} в {cell}</translation>
    </message>
    <message>
        <source>{who} grapple {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who} захватывают {target} ({action}): {total} против {against} (выпало {mine} и {theirs}), {result}</translation>
    </message>
    <message>
        <source>{who} grapples {target} ({action}): {total} against {against} (rolled {mine} and {theirs}), {result}</source>
        <translation>{who} захватывает {target} ({action}): {total} против {against} (выпало {mine} и {theirs}), {result}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} damage healed, {left} left</source>
        <translation>{who} лечит {target}: снято урона {n}, осталось {left}</translation>
    </message>
    <message>
        <source>{who} heals {target}: {n} stress healed, {left} left</source>
        <translation>{who} лечит {target}: снято стресса {n}, осталось {left}</translation>
    </message>
    <message>
        <source>{who} helps {target} ({n} helping)</source>
        <translation>{who} помогает {target} (помогающих: {n})</translation>
    </message>
    <message>
        <source>{who} helps {target} up: {posture}</source>
        <translation>{who} помогает {target} подняться: {posture}</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next fast action ({n} helping)</source>
        <translation>{who} помогает {target} в следующем быстром действии (помогающих: {n})</translation>
    </message>
    <message>
        <source>{who} helps {target} with the next slow action ({n} helping)</source>
        <translation>{who} помогает {target} в следующем медленном действии (помогающих: {n})</translation>
    </message>
    <message>
        <source>{who} hops over the obstacle at {cell}</source>
        <translation>{who} перепрыгивает препятствие в {cell}</translation>
    </message>
    <message>
        <source>{who} hurries ({task}): {stat} {need}{shock}, rolled {roll}, {result}</source>
        <translation>{who} торопится ({task}): «{stat}» {need}{shock}, выпало {roll}, {result}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell}</source>
        <translation>{who} вынужден переместиться в {cell}</translation>
    </message>
    <message>
        <source>{who} is forced to {cell} by {by}</source>
        <translation>{by} вынуждает {who} переместиться в {cell}</translation>
    </message>
    <message>
        <source>{who} is forced toward {cell} but stopped on the way at {at}</source>
        <translation>{who} вынужден двигаться к {cell}, но остановлен по пути в {at}</translation>
    </message>
    <message>
        <source>{who} is helpless and lets go of {target}</source>
        <translation>{who} беспомощен и отпускает {target}</translation>
    </message>
    <message>
        <source>{who} is overloaded ({load} of heavy load {heavy}): {was} to {condition}</source>
        <translation>{who} перегружен ({load} при тяжёлой нагрузке {heavy}): {was} → {condition}</translation>
    </message>
    <message>
        <source>{who} jumps only {feet:g} ft and lands knocked down</source>
        <translation>{who} прыгает лишь на {feet:g} фт и падает, сбитый с ног</translation>
    </message>
    <message>
        <source>{who} jumps {feet:g} ft</source>
        <translation>{who} прыгает на {feet:g} фт</translation>
    </message>
    <message>
        <source>{who} lays a mine at {cell}; it arms at the end of the turn</source>
        <translation>{who} ставит мину в {cell}; она взведётся в конце хода</translation>
    </message>
    <message>
        <source>{who} lays suppression fire with {weapon}: {shots} shots (+{bonus} to hit) over {cells} hexes; in the zone: {inside}</source>
        <translation>{who} ведёт огонь на подавление из {weapon}: выстрелов {shots} (+{bonus} к попаданию), гексов в зоне {cells}; в зоне: {inside}</translation>
    </message>
    <message>
        <source>{who} leaves Stealth</source>
        <translation>{who} выходит из Скрытности</translation>
    </message>
    <message>
        <source>{who} let go of {target}</source>
        <translation>{who} отпускают {target}</translation>
    </message>
    <message>
        <source>{who} let go of {target} after the armed grapple</source>
        <translation>{who} отпускают {target} после захвата с оружием</translation>
    </message>
    <message>
        <source>{who} let {kind} pass</source>
        <translation>{who} пропускают: {kind}</translation>
    </message>
    <message>
        <source>{who} lets go of {target}</source>
        <translation>{who} отпускает {target}</translation>
    </message>
    <message>
        <source>{who} lets go of {target} after the armed grapple</source>
        <translation>{who} отпускает {target} после захвата с оружием</translation>
    </message>
    <message>
        <source>{who} lets {kind} pass</source>
        <translation>{who} пропускает: {kind}</translation>
    </message>
    <message>
        <source>{who} move to {cell}</source>
        <translation>{who} идут на {cell}</translation>
    </message>
    <message>
        <source>{who} moves to {cell}</source>
        <translation>{who} идёт на {cell}</translation>
    </message>
    <message>
        <source>{who} open the door at {cell}</source>
        <translation>{who} открывают дверь в {cell}</translation>
    </message>
    <message>
        <source>{who} opens the door at {cell}</source>
        <translation>{who} открывает дверь в {cell}</translation>
    </message>
    <message>
        <source>{who} pass: not played here</source>
        <translation>{who} пропускают: здесь ими никто не играет</translation>
    </message>
    <message>
        <source>{who} passes: not played here</source>
        <translation>{who} пропускает: здесь им никто не играет</translation>
    </message>
    <message>
        <source>{who} pays for pushing the roll: {banes} damage</source>
        <translation>{who} расплачивается за переброс: урон {banes}</translation>
    </message>
    <message>
        <source>{who} persuades {target}</source>
        <translation>{who} убеждает {target}</translation>
    </message>
    <message>
        <source>{who} persuades {target}: {stakes}</source>
        <translation>{who} убеждает {target}: {stakes}</translation>
    </message>
    <message>
        <source>{who} picks the pocket of {target} unnoticed</source>
        <translation>{who} незаметно обчищает карманы {target}</translation>
    </message>
    <message>
        <source>{who} picks up {count} {item} at {cell}</source>
        <translation>{who} подбирает {item} ({count}) на {cell}</translation>
    </message>
    <message>
        <source>{who} picks up {item} at {cell}</source>
        <translation>{who} подбирает {item} на {cell}</translation>
    </message>
    <message>
        <source>Side {old} is now called {new}</source>
        <translation>Сторона {old} теперь называется {new}</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Стороны</translation>
    </message>
    <message>
        <source>{side}: played by a person</source>
        <translation>{side}: играет человек</translation>
    </message>
    <message>
        <source>{side}: played by the computer ({temperament})</source>
        <translation>{side}: играет компьютер ({temperament})</translation>
    </message>
    <message>
        <source>{who} declares overwatch</source>
        <translation>{who} занимает боеготовность</translation>
    </message>
    <message>
        <source>{who} declares overwatch toward {cell}</source>
        <translation>{who} занимает боеготовность в сторону {cell}</translation>
    </message>
    <message>
        <source>{who} declares {action}: reactions first</source>
        <translation>{who} объявляет {action}: сначала реакции</translation>
    </message>
    <message>
        <source>{who} enter {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who} входят в клетку ({whose}): {rolled} против {need}: первыми {strikes} {first}</translation>
    </message>
    <message>
        <source>{who} enters {whose} square: {rolled} vs {need}: {first} {strikes} first</source>
        <translation>{who} входит в клетку ({whose}): {rolled} против {need}: первым {strikes} {first}</translation>
    </message>
    <message>
        <source>{who} fires overwatch{line} at {target}{details}</source>
        <translation>{who} стреляет из боеготовности{line} по {target}{details}</translation>
    </message>
    <message>
        <source>{who} go on with {action}</source>
        <translation>{who} продолжают: {action}</translation>
    </message>
    <message>
        <source>{who} goes on with {action}</source>
        <translation>{who} продолжает: {action}</translation>
    </message>
    <message>
        <source>{who} hidden from the players</source>
        <translation>{who}: скрыт от игроков</translation>
    </message>
    <message>
        <source>{who} is no longer on overwatch</source>
        <translation>{who} больше не в боеготовности</translation>
    </message>
    <message>
        <source>{who} moves to {cell} (cost {cost:g} {unit})</source>
        <translation>{who} перемещается в {cell} (стоимость {cost:g} {unit})</translation>
    </message>
    <message>
        <source>{who} now bears {load} (heavy load {heavy}, was {was})</source>
        <translation>{who} теперь несёт {load} (тяжёлый груз {heavy}, было {was})</translation>
    </message>
    <message>
        <source>{who} placed at {cell}</source>
        <translation>{who}: поставлен в {cell}</translation>
    </message>
    <message>
        <source>{who} plants an item on {target}</source>
        <translation>{who} подбрасывает предмет {target}</translation>
    </message>
    <message>
        <source>{who} prepare: {action}</source>
        <translation>{who} готовятся: {action}</translation>
    </message>
    <message>
        <source>{who} prepares: {action}</source>
        <translation>{who} готовится: {action}</translation>
    </message>
    <message>
        <source>{who} provoke {kind} from {by} at {cell} ({action})</source>
        <translation>{who} вызывают {kind} от {by} в {cell} ({action})</translation>
    </message>
    <message>
        <source>{who} provokes {kind} from {by} at {cell} ({action})</source>
        <translation>{who} вызывает {kind} от {by} в {cell} ({action})</translation>
    </message>
    <message>
        <source>{who} push {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who} оттесняют {target} в {cell} (клеток: {squares}): {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who} pushes {target} back {squares} squares to {cell}: {mine} against {theirs}</source>
        <translation>{who} оттесняет {target} в {cell} (клеток: {squares}): {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who} puts away {item}</source>
        <translation>{who} убирает {item}</translation>
    </message>
    <message>
        <source>{who} react at once: {kind}</source>
        <translation>{who} сразу реагируют: {kind}</translation>
    </message>
    <message>
        <source>{who} reacts at once: {kind}</source>
        <translation>{who} сразу реагирует: {kind}</translation>
    </message>
    <message>
        <source>{who} readies {item}</source>
        <translation>{who} готовит {item}</translation>
    </message>
    <message>
        <source>{who} releases {target}</source>
        <translation>{who} отпускает {target}</translation>
    </message>
    <message>
        <source>{who} reloads</source>
        <translation>{who} перезаряжает</translation>
    </message>
    <message>
        <source>{who} reloads {weapon}: {added} rounds, {loaded} of {capacity} loaded</source>
        <translation>{who} перезаряжает {weapon}: патронов {added}, заряжено {loaded} из {capacity}</translation>
    </message>
    <message>
        <source>{who} removed from {cell}</source>
        <translation>{who}: убран из {cell}</translation>
    </message>
    <message>
        <source>{who} resume the move</source>
        <translation>{who} продолжают движение</translation>
    </message>
    <message>
        <source>{who} resumes the move</source>
        <translation>{who} продолжает движение</translation>
    </message>
    <message>
        <source>{who} rolls Will to keep concentrating: rolled {roll} against {need}, {result}</source>
        <translation>{who} бросает Волю, чтобы не потерять сосредоточение: выпало {roll} против {need}, {result}</translation>
    </message>
    <message>
        <source>{who} rolls for ammunition supply: {faces}, supply now {supply}</source>
        <translation>{who} бросает запас патронов: {faces}, запас теперь {supply}</translation>
    </message>
    <message>
        <source>{who} rolls to recover from stun: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who} бросает, чтобы оправиться от ошеломления: ЗД {ht}, выпало {roll}, {result}</translation>
    </message>
    <message>
        <source>{who} rolls to stay conscious: HT {ht}, rolled {roll}, {result}</source>
        <translation>{who} бросает, чтобы остаться в сознании: ЗД {ht}, выпало {roll}, {result}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}</source>
        <translation>{who}: бросок «{skill}»{against}: {roll}</translation>
    </message>
    <message>
        <source>{who} rolls {skill}{against}: {roll}, {result}</source>
        <translation>{who}: бросок «{skill}»{against}: {roll}, {result}</translation>
    </message>
    <message>
        <source>{who} rolls {stat}{penalty} for {action}: {face} against {need}, {result}</source>
        <translation>{who}: бросок «{stat}»{penalty} на «{action}»: {face} против {need}, {result}</translation>
    </message>
    <message>
        <source>{who} runs {squares} squares and leaves Stealth</source>
        <translation>{who} бежит (клеток: {squares}) и выходит из Скрытности</translation>
    </message>
    <message>
        <source>{who} scores an extra hit on {target} for {sixes}: {damage} damage</source>
        <translation>{who} наносит дополнительное попадание по {target} за {sixes}: урон {damage}</translation>
    </message>
    <message>
        <source>{who} senses {target}</source>
        <translation>{who} замечает {target}</translation>
    </message>
    <message>
        <source>{who} sets the mine off</source>
        <translation>{who} подрывает мину</translation>
    </message>
    <message>
        <source>{who} sets up {weapon} at {cell}</source>
        <translation>{who} устанавливает {weapon} в {cell}</translation>
    </message>
    <message>
        <source>{who} shoots at the item {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who} стреляет из {weapon} по предмету, брошенному {target}: выпало {face} против {need}, {result}</translation>
    </message>
    <message>
        <source>{who} shoots at the {item} {target} threw, with {weapon}: rolled {face} against {need}, {result}</source>
        <translation>{who} стреляет из {weapon} по предмету «{item}», брошенному {target}: выпало {face} против {need}, {result}</translation>
    </message>
    <message>
        <source>{who} shoves {target} to {cell}</source>
        <translation>{who} отталкивает {target} в {cell}</translation>
    </message>
    <message>
        <source>{who} shown to the players</source>
        <translation>{who}: показан игрокам</translation>
    </message>
    <message>
        <source>{who} slips away: {names} no longer sense them</source>
        <translation>{who} ускользает: {names} больше не замечают его</translation>
    </message>
    <message>
        <source>{who} squeezes through at {cell}</source>
        <translation>{who} протискивается в {cell}</translation>
    </message>
    <message>
        <source>{who} starts the engine of {vehicle}</source>
        <translation>{who} заводит двигатель {vehicle}</translation>
    </message>
    <message>
        <source>{who} stop at {cell}, disabled</source>
        <translation>{who} останавливаются в {cell}, выведены из строя</translation>
    </message>
    <message>
        <source>{who} stops at {cell}, disabled</source>
        <translation>{who} останавливается в {cell}, выведен из строя</translation>
    </message>
    <message>
        <source>{who} swaps initiative cards with {target} ({gave} for {took}); {target} acts now</source>
        <translation>{who} меняется картами инициативы с {target} ({gave} на {took}); сейчас ходит {target}</translation>
    </message>
    <message>
        <source>{who} take cover at {cell}</source>
        <translation>{who} укрываются на {cell}</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell}</source>
        <translation>{who} укрывается на {cell}</translation>
    </message>
    <message>
        <source>{who} takes cover at {cell} (cover {cover})</source>
        <translation>{who} занимает укрытие в {cell} (укрытие {cover})</translation>
    </message>
    <message>
        <source>{who} takes over {weapon}, set up by {target}</source>
        <translation>{who} берёт {weapon}, установленное {target}</translation>
    </message>
    <message>
        <source>{who} takes the hit for {target}: {result}</source>
        <translation>{who} принимает удар за {target}: {result}</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle}</source>
        <translation>{who} садится за руль {vehicle}</translation>
    </message>
    <message>
        <source>{who} takes the wheel of {vehicle} from {driver}</source>
        <translation>{who} перехватывает руль {vehicle} у {driver}</translation>
    </message>
    <message>
        <source>{who} takes {item} from {target}</source>
        <translation>{who} отбирает {item} у {target}</translation>
    </message>
    <message>
        <source>{who} throw {target} clear: the grapple ends</source>
        <translation>{who} отбрасывают {target}: захват окончен</translation>
    </message>
    <message>
        <source>{who} throws {item} away</source>
        <translation>{who} отбрасывает {item}</translation>
    </message>
    <message>
        <source>{who} throws {target} clear: the grapple ends</source>
        <translation>{who} отбрасывает {target}: захват окончен</translation>
    </message>
    <message>
        <source>{who} tries the door at {cell}: it is locked</source>
        <translation>{who} пробует дверь в {cell}: она заперта</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}</source>
        <translation>{who} применяет {item}{on}</translation>
    </message>
    <message>
        <source>{who} uses {item}{on}: {result}</source>
        <translation>{who} применяет {item}{on}: {result}</translation>
    </message>
    <message>
        <source>{who} waits (trigger: {trigger})</source>
        <translation>{who} ждёт (условие: {trigger})</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}</source>
        <translation>{who} держит свою досягаемость под контролем с {weapons}</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: both blows at the first enemy</source>
        <translation>{who} держит свою досягаемость под контролем с {weapons}: оба удара по первому врагу</translation>
    </message>
    <message>
        <source>{who} watches their reach with {weapons}: one blow each for the first two enemies</source>
        <translation>{who} держит свою досягаемость под контролем с {weapons}: по удару каждому из первых двух врагов</translation>
    </message>
    <message>
        <source>{who} win the push against {target}: {mine} against {theirs}</source>
        <translation>{who} выигрывают толчок против {target}: {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who} wins the push against {target}: {mine} against {theirs}</source>
        <translation>{who} выигрывает толчок против {target}: {mine} против {theirs}</translation>
    </message>
    <message>
        <source>{who}&apos; turn begins{carried}</source>
        <translation>Ход {who} начинается{carried}</translation>
    </message>
    <message>
        <source>{who}&apos; turn ends{armed}</source>
        <translation>Ход {who} заканчивается{armed}</translation>
    </message>
    <message>
        <source>{who}&apos; {action} is lost: {why}</source>
        <translation>{action} ({who}) пропадает: {why}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn begins{carried}</source>
        <translation>Ход {who} начинается{carried}</translation>
    </message>
    <message>
        <source>{who}&apos;s turn ends{armed}</source>
        <translation>Ход {who} заканчивается{armed}</translation>
    </message>
    <message>
        <source>{who}&apos;s {action} is lost: {why}</source>
        <translation>{action} ({who}) пропадает: {why}</translation>
    </message>
    <message>
        <source>{who}: critical miss! {text}{rolled}</source>
        <translation>{who}: критический промах! {text}{rolled}</translation>
    </message>
    <message>
        <source>{who}: initiative ({details})</source>
        <translation>{who}: инициатива ({details})</translation>
    </message>
    <message>
        <source>{who}: initiative ({details}), acts {rank}</source>
        <translation>{who}: инициатива ({details}), ходит {rank}</translation>
    </message>
    <message>
        <source>{who}: no longer {condition}</source>
        <translation>{who}: больше не {condition}</translation>
    </message>
    <message>
        <source>{who}: now {condition}</source>
        <translation>{who}: теперь {condition}</translation>
    </message>
    <message>
        <source>{who}: turn begins</source>
        <translation>{who}: ход начинается</translation>
    </message>
    <message>
        <source>{who}: {action} ({cost})</source>
        <translation>{who}: {action} ({cost})</translation>
    </message>
    <message>
        <source>{who}: {action} at {target} ({cost})</source>
        <translation>{who}: {action}, цель {target} ({cost})</translation>
    </message>
    <message>
        <source>{who}: {count} damage in all</source>
        <translation>{who}: всего урона {count}</translation>
    </message>
    <message>
        <source>{who}: {count} stress in all</source>
        <translation>{who}: всего стресса {count}</translation>
    </message>
    <message>
        <source>{who}: {old} to {new}</source>
        <translation>{who}: {old} → {new}</translation>
    </message>
    <message>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <source>{who}: {what} ({details})</source>
        <translation>{who}: {what} ({details})</translation>
    </message>
    <message>
        <source>{who}: {what} cleared</source>
        <translation>{who}: {what} снято</translation>
    </message>
    <message>
        <source>{who}: {what} {value}</source>
        <translation>{who}: {what} {value}</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>&amp;Export as Text...</source>
        <translation>&amp;Экспорт в текст...</translation>
    </message>
    <message>
        <source>[round {n}] {text}</source>
        <translation>[раунд {n}] {text}</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>Экспорт журнала</translation>
    </message>
    <message>
        <source>{name} log.txt</source>
        <translation>{name} журнал.txt</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export the log</source>
        <translation>Не удаётся экспортировать журнал</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The journal does not reach the battle in the file: it opens as the file holds it (see the log).</source>
        <extracomment>QSettings keys of the window&apos;s geometry and dock layout. The Replay dock, built when first asked for (`replay`): it is hidden at start. The GM&apos;s commands for the Player View (View &gt; Player View Screen). The options form of the action being taken, while it is open (see action_menu.take). View &gt; Drawing Colour&apos;s swatches (set by the menus). A left drag on a pin moves it, when no pointer mode has the map.</extracomment>
        <translation>Журнал не приводит к бою, записанному в файле: бой открыт, как он записан в файле (см. журнал событий).</translation>
    </message>
    <message>
        <source>The journal stops at record {index}: the battle opens as the records before it left it (see the log).</source>
        <translation>Журнал обрывается на записи {index}: бой открыт в том виде, в каком его оставили предыдущие записи (см. журнал событий).</translation>
    </message>
    <message>
        <source>Replay is on: leave it to change the battle.</source>
        <translation>Идёт повтор: выйдите из него, чтобы менять бой.</translation>
    </message>
    <message>
        <source>Aiming from {name}: point at a target, click to act, Escape to stop.</source>
        <translation>Прицеливание от {name}: наведите на цель, щёлкните, чтобы действовать, Esc — отмена.</translation>
    </message>
    <message>
        <source>{action}: click a cell, Escape to stop.</source>
        <translation>{action}: щёлкните клетку, Esc — отмена.</translation>
    </message>
    <message>
        <source>GM move of {name}: click the cell it goes to (no rules), Escape to stop.</source>
        <translation>Ход мастера для {name}: щёлкните клетку, куда поставить (без правил), Escape — отмена.</translation>
    </message>
    <message>
        <source>Reveal cells: drag a rectangle of cells to show the players, Escape to stop.</source>
        <translation>Открыть клетки: выделите прямоугольник клеток, чтобы показать игрокам; Escape — стоп.</translation>
    </message>
    <message>
        <source>Hide cells: drag a rectangle of cells to hide from the players, Escape to stop.</source>
        <translation>Скрыть клетки: выделите прямоугольник клеток, чтобы скрыть от игроков; Escape — стоп.</translation>
    </message>
    <message>
        <source>Clear cells: drag a rectangle of cells to give back to the players&apos; sight, Escape to stop.</source>
        <translation>Очистить клетки: протяните прямоугольник клеток, чтобы вернуть их обычному обзору игроков; Escape — закончить.</translation>
    </message>
    <message>
        <source>Drawing on the map: drag to draw a line (for the GM only: right-click it to show it to the players), Escape to stop.</source>
        <translation>Рисование на карте: ведите мышью, чтобы нарисовать линию (видна только ведущему: щёлкните по ней правой кнопкой, чтобы показать игрокам), Esc — закончить.</translation>
    </message>
    <message>
        <source>{action} where {name} stands: click the foe, Escape to stop.</source>
        <translation>{action} с места, где стоит {name}: щёлкните противника, Esc — отмена.</translation>
    </message>
    <message>
        <source>{action} from {cell} ({cost}): click the foe, Escape to stop.</source>
        <translation>{action} из {cell} ({cost}): щёлкните противника, Esc — отмена.</translation>
    </message>
    <message>
        <source>{action}: drag {name} along its path, then click the foe; Escape to stop.</source>
        <translation>{action}: проведите {name} по пути, затем щёлкните противника; Esc — отмена.</translation>
    </message>
    <message>
        <source>{action}: drag from {name} toward the watched direction (sweep for an arc), or click a cell; Escape to stop.</source>
        <translation>{action}: тяните от {name} в охраняемом направлении (проведите дугой для сектора) или щёлкните клетку; Esc — отмена.</translation>
    </message>
    <message>
        <source>Nothing to replay yet: the journal is empty.</source>
        <translation>Повторять пока нечего: журнал пуст.</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>Выход из повтора</translation>
    </message>
    <message>
        <source>Continue the battle from step {step}?</source>
        <translation>Продолжить бой с шага {step}?</translation>
    </message>
    <message>
        <source>The {n} later steps are dropped (Edit &gt; Undo brings them back). Back to the End leaves the battle as it was.</source>
        <translation>Последующие шаги ({n}) будут отброшены (Правка &gt; Отменить вернёт их). «Вернуться в конец» оставит бой как был.</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>&amp;Продолжить отсюда</translation>
    </message>
    <message>
        <source>&amp;Back to the End</source>
        <translation>&amp;Вернуться в конец</translation>
    </message>
    <message>
        <source>{name}[*] - Battlemap {version}</source>
        <translation>{name}[*] — Battlemap {version}</translation>
    </message>
    <message>
        <source>hex grid</source>
        <translation>гексы</translation>
    </message>
    <message>
        <source>square grid</source>
        <translation>клетки</translation>
    </message>
    <message>
        <source>{ruleset} - {kind} {cols}x{rows}, {cell} per cell - {n} tokens</source>
        <translation>{ruleset} — {kind} {cols}x{rows}, {cell} на клетку — фишек: {n}</translation>
    </message>
    <message>
        <source>token images not found: {files}</source>
        <translation>не найдены изображения фишек: {files}</translation>
    </message>
    <message>
        <source>background image not found: {file}</source>
        <translation>фоновое изображение не найдено: {file}</translation>
    </message>
    <message>
        <source>pictures outside the battle&apos;s folder: {files}</source>
        <translation>изображения вне папки боя: {files}</translation>
    </message>
</context>
<context>
    <name>MapNotes</name>
    <message>
        <source>GM</source>
        <extracomment>Strokes over the terrain and the items lying about (3), under the tokens (10-11). Pins over the tokens and the GM&apos;s marks (21), under the drag&apos;s path. The most characters of the first line a hovered pin shows (the tooltip has the rest).</extracomment>
        <translation>Вед.</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>aiming</source>
        <extracomment>Mark key -&gt; its word.</extracomment>
        <translation>прицеливание</translation>
    </message>
    <message>
        <source>aim turns</source>
        <translation>ходов прицеливания</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>упор</translation>
    </message>
    <message>
        <source>evaluate</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>evaluated target</source>
        <translation>оценённая цель</translation>
    </message>
    <message>
        <source>facing</source>
        <translation>направление</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>заряжено</translation>
    </message>
    <message>
        <source>unloaded</source>
        <translation>разряжено</translation>
    </message>
    <message>
        <source>unprepared</source>
        <translation>не подготовлено</translation>
    </message>
    <message>
        <source>uncocked</source>
        <translation>не взведено</translation>
    </message>
    <message>
        <source>put down</source>
        <translation>положено</translation>
    </message>
    <message>
        <source>stands still</source>
        <translation>стоит на месте</translation>
    </message>
    <message>
        <source>suppression</source>
        <translation>подавление</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>then</source>
        <translation>затем</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>отступил</translation>
    </message>
    <message>
        <source>lost balance</source>
        <translation>потерял равновесие</translation>
    </message>
    <message>
        <source>grip</source>
        <translation>хват</translation>
    </message>
    <message>
        <source>held out</source>
        <translation>протянуто</translation>
    </message>
    <message>
        <source>dodge AP</source>
        <translation>ОД уклонения</translation>
    </message>
    <message>
        <source>shots left</source>
        <translation>осталось выстрелов</translation>
    </message>
    <message>
        <source>ritual seconds</source>
        <translation>секунд ритуала</translation>
    </message>
    <message>
        <source>long action seconds</source>
        <translation>секунд долгого действия</translation>
    </message>
    <message>
        <source>overwatch shots</source>
        <translation>выстрелов из боеготовности</translation>
    </message>
    <message>
        <source>overwatch mode</source>
        <translation>режим боеготовности</translation>
    </message>
    <message>
        <source>second overwatch line</source>
        <translation>вторая линия боеготовности</translation>
    </message>
    <message>
        <source>second overwatch shots</source>
        <translation>выстрелов по второй линии</translation>
    </message>
    <message>
        <source>second overwatch mode</source>
        <translation>режим второй линии</translation>
    </message>
    <message>
        <source>first overwatch line</source>
        <translation>первая линия боеготовности</translation>
    </message>
    <message>
        <source>defending</source>
        <translation>в обороне</translation>
    </message>
    <message>
        <source>helping</source>
        <translation>помогает</translation>
    </message>
    <message>
        <source>takes the hit</source>
        <translation>принимает удар на себя</translation>
    </message>
    <message>
        <source>focus: aim</source>
        <translation>сосредоточение: прицел</translation>
    </message>
    <message>
        <source>focus: ignore</source>
        <translation>сосредоточение: игнорировать</translation>
    </message>
    <message>
        <source>focus: DT</source>
        <translation>сосредоточение: ПУ</translation>
    </message>
    <message>
        <source>missed with</source>
        <translation>промахнулся оружием</translation>
    </message>
    <message>
        <source>initiative card</source>
        <translation>карта инициативы</translation>
    </message>
    <message>
        <source>card group</source>
        <translation>группа карт</translation>
    </message>
    <message>
        <source>card to pick</source>
        <translation>карта на выбор</translation>
    </message>
    <message>
        <source>ambushed</source>
        <translation>застигнут врасплох</translation>
    </message>
    <message>
        <source>swapped cards</source>
        <translation>обменялся картами</translation>
    </message>
    <message>
        <source>grappling</source>
        <translation>держит в захвате</translation>
    </message>
    <message>
        <source>maneuver</source>
        <translation>манёвр</translation>
    </message>
    <message>
        <source>parries</source>
        <translation>парирования</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>отступление</translation>
    </message>
    <message>
        <source>scope aim</source>
        <translation>прицел оптики</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>замечен</translation>
    </message>
    <message>
        <source>shock</source>
        <translation>шок</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>крадётся</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>запас</translation>
    </message>
    <message>
        <source>took</source>
        <translation>получено</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>патроны</translation>
    </message>
    <message>
        <source>{mark} ({weapon})</source>
        <extracomment>A per-weapon mark, `&lt;key&gt;.&lt;weapon id&gt;`: &quot;rounds (10mm SMG)&quot;.</extracomment>
        <translation>{mark} ({weapon})</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Battle &gt; Fog of War and its entries (fog_menu.py). Battle &gt; Measure and Place Area Template, and their toolbar (measure_tools.py). Battle &gt; Draw Wall and Wall Kind (wall_menu.py). View &gt; Align Background by Hand and its toolbar (background_align.py). Battle &gt; Computer and the player of the computer&apos;s sides (computer_menu.py).</extracomment>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Token or Wall</source>
        <translation>&amp;Удалить выбранную фишку или стену</translation>
    </message>
    <message>
        <source>Select a token to delete first.</source>
        <translation>Сначала выберите фишку для удаления.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Создать...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>&amp;Import Map...</source>
        <translation>&amp;Импорт карты...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Сохранить &amp;как...</translation>
    </message>
    <message>
        <source>&amp;Export Log...</source>
        <translation>&amp;Экспорт журнала...</translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation>Экспорт &amp;изображения</translation>
    </message>
    <message>
        <source>&amp;GM View...</source>
        <translation>Вид &amp;ведущего...</translation>
    </message>
    <message>
        <source>&amp;Player View...</source>
        <translation>Вид &amp;игроков...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Бой</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>Следующий &amp;ход</translation>
    </message>
    <message>
        <source>Next &amp;Round</source>
        <translation>Следующий &amp;раунд</translation>
    </message>
    <message>
        <source>Rules &amp;Options...</source>
        <translation>&amp;Правила боя...</translation>
    </message>
    <message>
        <source>&amp;Sides...</source>
        <translation>&amp;Стороны...</translation>
    </message>
    <message>
        <source>Re&amp;play...</source>
        <translation>По&amp;втор...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>&amp;Вся карта</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Исходный размер</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Координаты</translation>
    </message>
    <message>
        <source>&amp;Scale Bar</source>
        <translation>&amp;Масштабная линейка</translation>
    </message>
    <message>
        <source>&amp;Player View</source>
        <translation>Вид для и&amp;гроков</translation>
    </message>
    <message>
        <source>Player View &amp;Full Screen On</source>
        <translation>Вид для игроков во весь &amp;экран на</translation>
    </message>
    <message>
        <source>&amp;Background Image...</source>
        <translation>&amp;Фоновое изображение...</translation>
    </message>
    <message>
        <source>&amp;Remove Background Image</source>
        <translation>&amp;Убрать фоновое изображение</translation>
    </message>
    <message>
        <source>Co&amp;ver</source>
        <translation>У&amp;крытия</translation>
    </message>
    <message>
        <source>C&amp;rowd Density</source>
        <translation>&amp;Плотность толпы</translation>
    </message>
    <message>
        <source>&amp;Threat of the Other Side</source>
        <translation>&amp;Угроза другой стороны</translation>
    </message>
    <message>
        <source>Over&amp;watch Lines</source>
        <translation>Линии &amp;боеготовности</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Takes effect when Battlemap starts again</source>
        <translation>Вступит в силу при следующем запуске Battlemap</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>язык системы</translation>
    </message>
    <message>
        <source>Battlemap will use {language} when it starts again.</source>
        <translation>При следующем запуске Battlemap будет использовать: {language}.</translation>
    </message>
    <message>
        <source>Fog of &amp;War</source>
        <extracomment>Works out what the sides see before a fog command on a large map (fog_warm_up.py).</extracomment>
        <translation>&amp;Туман войны</translation>
    </message>
    <message>
        <source>Fog &amp;Side</source>
        <translation>&amp;Сторона тумана</translation>
    </message>
    <message>
        <source>&amp;Reveal Cells</source>
        <translation>&amp;Открыть клетки</translation>
    </message>
    <message>
        <source>&amp;Hide Cells</source>
        <translation>С&amp;крыть клетки</translation>
    </message>
    <message>
        <source>&amp;Clear Cells</source>
        <translation>О&amp;чистить клетки</translation>
    </message>
    <message>
        <source>Clear &amp;All Fog Marks</source>
        <translation>Снять &amp;все отметки тумана</translation>
    </message>
    <message>
        <source>Reset &amp;Explored</source>
        <translation>Сбросить &amp;разведанное</translation>
    </message>
    <message>
        <source>Fog &amp;Tint on GM Map</source>
        <translation>&amp;Оттенок тумана на карте ведущего</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse...</source>
        <translation>&amp;Клавиатура и мышь...</translation>
    </message>
    <message>
        <source>&amp;In the Window (README)...</source>
        <translation>&amp;В окне (README)...</translation>
    </message>
    <message>
        <source>&amp;About Battlemap</source>
        <translation>&amp;О Battlemap</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <extracomment>The last template chosen: the dialog starts from it.</extracomment>
        <translation>&amp;Измерить</translation>
    </message>
    <message>
        <source>Measure a distance on the map (R)</source>
        <translation>Измерить расстояние на карте (R)</translation>
    </message>
    <message>
        <source>Place Area &amp;Template...</source>
        <translation>Поставить &amp;шаблон области...</translation>
    </message>
    <message>
        <source>Place a circle, cone, line or square on the map (T)</source>
        <translation>Поставить на карту круг, конус, линию или квадрат (T)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Measure: drag from a cell, or click cells to add waypoints (click the last one again to end); Escape to stop.</source>
        <translation>Измерение: тяните от клетки или щёлкайте клетки, чтобы добавить промежуточные точки (щёлкните последнюю ещё раз, чтобы закончить); Esc — стоп.</translation>
    </message>
    <message>
        <source>Place the template: click its origin cell (a cone or a line: then click where it points); Escape to stop.</source>
        <translation>Поставьте шаблон: щёлкните клетку начала (конус или линия: затем щёлкните, куда он направлен); Esc — стоп.</translation>
    </message>
    <message>
        <source>Covers {n} cells: {names}</source>
        <translation>Накрывает клеток: {n}; {names}</translation>
    </message>
    <message>
        <source>Covers {n} cells, no token</source>
        <translation>Накрывает клеток: {n}; фишек нет</translation>
    </message>
    <message>
        <source>Draw &amp;Wall</source>
        <translation>Рисовать &amp;стену</translation>
    </message>
    <message>
        <source>Wall &amp;Kind</source>
        <translation>&amp;Вид стены</translation>
    </message>
    <message>
        <source>Drawing {kind}: click to start a wall, click to end it; right-click ends the chain, Escape stops drawing.</source>
        <translation>Рисуется {kind}: щелчок начинает стену, щелчок заканчивает её; правый щелчок завершает цепочку, Escape прекращает рисование.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>&amp;Draw on the Map</source>
        <translation>&amp;Рисовать на карте</translation>
    </message>
    <message>
        <source>Drawing &amp;Colour</source>
        <translation>&amp;Цвет рисунка</translation>
    </message>
    <message>
        <source>Point 1 of 2: drag a point of the picture (a corner of its grid) onto its grid corner. Escape puts the picture back.</source>
        <translation>Точка 1 из 2: перетащите точку изображения (угол его сетки) на её угол сетки. Escape вернёт изображение на место.</translation>
    </message>
    <message>
        <source>Point 2 of 2: drag another point of the picture, far from the first, onto its grid corner.</source>
        <translation>Точка 2 из 2: перетащите другую точку изображения, подальше от первой, на её угол сетки.</translation>
    </message>
    <message>
        <source>No scale from that corner: drop the second point on another corner, the same way from the first as on the picture.</source>
        <translation>С этим углом масштаб не получается: поместите вторую точку на другой угол, в ту же сторону от первой, что и на изображении.</translation>
    </message>
    <message>
        <source>Scaled to {scale} pixels per cell. Drag to move it; Enter keeps it, Escape puts it back.</source>
        <translation>Масштаб: {scale} пикселей на клетку. Перетаскивайте, чтобы сдвинуть; Enter сохраняет, Escape возвращает на место.</translation>
    </message>
    <message>
        <source>Drag the picture to move it, or Scale by Two Points. Enter keeps it, Escape puts it back.</source>
        <translation>Перетащите изображение, чтобы сдвинуть его, или выберите «Масштаб по двум точкам». Enter сохраняет, Escape возвращает на место.</translation>
    </message>
    <message>
        <source>Align Background by &amp;Hand...</source>
        <translation>Выровнять фон &amp;вручную...</translation>
    </message>
    <message>
        <source>Scale by &amp;Two Points</source>
        <translation>Масштаб по &amp;двум точкам</translation>
    </message>
    <message>
        <source>Drop two points of the picture on two grid corners: the scale follows</source>
        <translation>Поместите две точки изображения на два угла сетки: масштаб подстроится</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Готово</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>Background Alignment</source>
        <translation>Выравнивание фона</translation>
    </message>
    <message>
        <source>Choose a background image first (View &gt; Background Image...).</source>
        <translation>Сначала выберите фоновое изображение (Вид &gt; Фоновое изображение...).</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>Step by S&amp;tep</source>
        <translation>По &amp;шагам</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Компьютер</translation>
    </message>
    <message>
        <source>Play One &amp;Step</source>
        <translation>Сыграть один &amp;шаг</translation>
    </message>
    <message>
        <source>&amp;Take Over This Turn</source>
        <translation>&amp;Сыграть этот ход самому</translation>
    </message>
    <message>
        <source>&amp;Pace</source>
        <translation>&amp;Темп</translation>
    </message>
</context>
<context>
    <name>Modifier</name>
    <message>
        <source>Aim braced</source>
        <extracomment>Every modifier template the engine can produce, in context &quot;Modifier&quot; (sorted).</extracomment>
        <translation>Прицел с упора</translation>
    </message>
    <message>
        <source>Aim {turns} turn(s): Acc {acc}</source>
        <translation>Прицеливание {turns} ход(а): Точн. {acc}</translation>
    </message>
    <message>
        <source>Aimed</source>
        <translation>Прицелился</translation>
    </message>
    <message>
        <source>Aimed with a scope</source>
        <translation>Прицел через оптику</translation>
    </message>
    <message>
        <source>All-Out Attack (Determined)</source>
        <translation>Всё-в-атаку (решительная)</translation>
    </message>
    <message>
        <source>All-Out Defense: Double Defense</source>
        <translation>Всё-в-защиту: двойная защита</translation>
    </message>
    <message>
        <source>All-Out Defense: {defence} +2</source>
        <translation>Всё-в-защиту: {defence} +2</translation>
    </message>
    <message>
        <source>Around the armour: Dodge +{dodge}</source>
        <translation>В обход доспеха: Уклонение +{dodge}</translation>
    </message>
    <message>
        <source>Attacked from a side hex: defence {change}</source>
        <translation>Атака с бокового гекса: защита {change}</translation>
    </message>
    <message>
        <source>Attacking while prone</source>
        <translation>Атака лёжа</translation>
    </message>
    <message>
        <source>Attacking while {posture}</source>
        <translation>Атака в позе: {posture}</translation>
    </message>
    <message>
        <source>Bargaining position (GM)</source>
        <translation>Позиция на переговорах (ведущий)</translation>
    </message>
    <message>
        <source>Bull rush</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <source>Burst, set-up weapon (half)</source>
        <translation>Очередь, установленное оружие (половина)</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Рывок</translation>
    </message>
    <message>
        <source>Damaged {weapon}: AB -{step}</source>
        <translation>Повреждённое оружие ({weapon}): БА -{step}</translation>
    </message>
    <message>
        <source>Dense crowd: Dodge {dodge}</source>
        <translation>Плотная толпа: Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Dense crowd: Parry {parry}</source>
        <translation>Плотная толпа: Парирование {parry}</translation>
    </message>
    <message>
        <source>Dim light</source>
        <translation>Полумрак</translation>
    </message>
    <message>
        <source>Dual overwatch (paired weapons)</source>
        <translation>Парная боеготовность (два оружия)</translation>
    </message>
    <message>
        <source>Evaluate {turns} turn(s)</source>
        <translation>Оценка {turns} ход(а)</translation>
    </message>
    <message>
        <source>Feinted: defence -{feint}</source>
        <translation>Финт: защита -{feint}</translation>
    </message>
    <message>
        <source>Fighting defensively</source>
        <translation>Оборонительный бой</translation>
    </message>
    <message>
        <source>Flying tackle</source>
        <translation>Бросок в ноги</translation>
    </message>
    <message>
        <source>Focus</source>
        <translation>Фокусировка</translation>
    </message>
    <message>
        <source>Focus ignores {cancelled} of penalties</source>
        <translation>Фокусировка снимает {cancelled} штрафов</translation>
    </message>
    <message>
        <source>Focus x{times}</source>
        <translation>Фокусировка x{times}</translation>
    </message>
    <message>
        <source>Grapple (unarmed)</source>
        <translation>Захват (без оружия)</translation>
    </message>
    <message>
        <source>Grappled (not at the grappler)</source>
        <translation>В захвате (не по захватившему)</translation>
    </message>
    <message>
        <source>Helped by {helpers}</source>
        <translation>Помогают: {helpers}</translation>
    </message>
    <message>
        <source>Helped by {names}</source>
        <translation>Помогают: {names}</translation>
    </message>
    <message>
        <source>Hit chance capped at {cap}%</source>
        <translation>Шанс попадания ограничен {cap}%</translation>
    </message>
    <message>
        <source>Interrogating a prisoner</source>
        <translation>Допрос пленника</translation>
    </message>
    <message>
        <source>Item {item} ({size}): Dodge {dodge:+d}</source>
        <translation>Предмет {item} ({size}): Уклонение {dodge:+d}</translation>
    </message>
    <message>
        <source>Large target</source>
        <translation>Крупная цель</translation>
    </message>
    <message>
        <source>Loose crowd: Dodge {dodge}</source>
        <translation>Редкая толпа: Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Move and Attack</source>
        <translation>Движение и атака</translation>
    </message>
    <message>
        <source>Move and Attack: skill at most {cap}</source>
        <translation>Движение и атака: навык не выше {cap}</translation>
    </message>
    <message>
        <source>Opponent has taken damage or stress</source>
        <translation>Противник получил урон или стресс</translation>
    </message>
    <message>
        <source>Overwatch single shot</source>
        <translation>Одиночный выстрел из боеготовности</translation>
    </message>
    <message>
        <source>Partial cover: Dodge {dodge}</source>
        <translation>Частичное укрытие: Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Point-blank: STR instead of DEX</source>
        <translation>В упор: СИЛ вместо ЛОВ</translation>
    </message>
    <message>
        <source>Prone (partial concealment): Dodge +{dodge}</source>
        <translation>Лёжа (частичная маскировка): Уклонение +{dodge}</translation>
    </message>
    <message>
        <source>Range {band}</source>
        <translation>Дистанция: {band}</translation>
    </message>
    <message>
        <source>Range {yards:g} yd (row {row:g} yd)</source>
        <translation>Дистанция {yards:g} ярд. (строка {row:g} ярд.)</translation>
    </message>
    <message>
        <source>Rapid Fire: {shots} shots</source>
        <translation>Скорострельность: {shots} выстр.</translation>
    </message>
    <message>
        <source>Retreat: {defence} +{bonus}</source>
        <translation>Отступление: {defence} +{bonus}</translation>
    </message>
    <message>
        <source>Rough shot (outside own square, not aimed)</source>
        <translation>Неприцельный выстрел (вне своей клетки, без прицеливания)</translation>
    </message>
    <message>
        <source>Shield + cover + posture capped at +{cap}</source>
        <translation>Щит + укрытие + поза не больше +{cap}</translation>
    </message>
    <message>
        <source>Shield: Dodge {dodge}</source>
        <translation>Щит: Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Shock: -{shock} (wounded since the last turn)</source>
        <translation>Шок: -{shock} (ранен с прошлого хода)</translation>
    </message>
    <message>
        <source>Shooting a thrown item</source>
        <translation>Выстрел по брошенному предмету</translation>
    </message>
    <message>
        <source>Shotgun, strafe or burst: AB {bonus}</source>
        <translation>Дробовик, обстрел или очередь: БА {bonus}</translation>
    </message>
    <message>
        <source>Small target</source>
        <translation>Малая цель</translation>
    </message>
    <message>
        <source>Sneak Attack (target unaware)</source>
        <translation>Скрытная атака (цель не подозревает)</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>Скрытная атака</translation>
    </message>
    <message>
        <source>Suppressed: attack -{held}</source>
        <translation>Подавлен: атака -{held}</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most {cap}</source>
        <translation>Огонь на подавление: навык не выше {cap}</translation>
    </message>
    <message>
        <source>Target AC {ac}</source>
        <translation>КБ цели {ac}</translation>
    </message>
    <message>
        <source>Target SM {sm:+d}</source>
        <translation>МР цели {sm:+d}</translation>
    </message>
    <message>
        <source>Target braced: +4</source>
        <translation>Цель в упоре: +4</translation>
    </message>
    <message>
        <source>Target bull-rushed (a charge): Dodge {dodge}</source>
        <translation>Цель под натиском (рывок): Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Target charged: Dodge {dodge}</source>
        <translation>Цель совершила рывок: Уклонение {dodge}</translation>
    </message>
    <message>
        <source>Target defending (x{times})</source>
        <translation>Цель обороняется (x{times})</translation>
    </message>
    <message>
        <source>Target defending: Dodge +{bonus}</source>
        <translation>Цель обороняется: Уклонение +{bonus}</translation>
    </message>
    <message>
        <source>Target defending: Parry +{bonus}</source>
        <translation>Цель обороняется: Парирование +{bonus}</translation>
    </message>
    <message>
        <source>Target dodging ({ap} AP): AC +{ac}</source>
        <translation>Цель уклоняется ({ap} ОД): КБ +{ac}</translation>
    </message>
    <message>
        <source>Target in partial cover</source>
        <translation>Цель в частичном укрытии</translation>
    </message>
    <message>
        <source>Target in the dark</source>
        <translation>Цель в темноте</translation>
    </message>
    <message>
        <source>Target lost its balance: defence -2</source>
        <translation>Цель потеряла равновесие: защита -2</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>Цель лежит</translation>
    </message>
    <message>
        <source>Target stunned: defence -4</source>
        <translation>Цель оглушена: защита -4</translation>
    </message>
    <message>
        <source>Target unaware or defenceless</source>
        <translation>Цель не подозревает или беззащитна</translation>
    </message>
    <message>
        <source>Target unseen</source>
        <translation>Цель не видна</translation>
    </message>
    <message>
        <source>Target wounded: Dodge {penalty}</source>
        <translation>Цель ранена: Уклонение {penalty}</translation>
    </message>
    <message>
        <source>Target wounded: Parry {penalty}</source>
        <translation>Цель ранена: Парирование {penalty}</translation>
    </message>
    <message>
        <source>Target {posture}</source>
        <translation>Цель: {posture}</translation>
    </message>
    <message>
        <source>Target {posture}: defence {change}</source>
        <translation>Цель: {posture}: защита {change}</translation>
    </message>
    <message>
        <source>Target&apos;s shield DB {db}</source>
        <translation>БЗ щита цели {db}</translation>
    </message>
    <message>
        <source>The opponent holds you captive</source>
        <translation>Противник держит вас в плену</translation>
    </message>
    <message>
        <source>Three attacks this turn</source>
        <translation>Три атаки за ход</translation>
    </message>
    <message>
        <source>Through shield and cover: DR +{dr}</source>
        <translation>Сквозь щит и укрытие: ПУ +{dr}</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Two attacks this turn</source>
        <translation>Две атаки за ход</translation>
    </message>
    <message>
        <source>Two weapons</source>
        <translation>Два оружия</translation>
    </message>
    <message>
        <source>Two-handed</source>
        <translation>Двумя руками</translation>
    </message>
    <message>
        <source>Weapon die steps</source>
        <translation>Ступени кубика оружия</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Ранен</translation>
    </message>
    <message>
        <source>You hold the opponent captive</source>
        <translation>Вы держите противника в плену</translation>
    </message>
    <message>
        <source>{hurt} physical condition(s)</source>
        <translation>Физических состояний: {hurt}</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>Новый бой</translation>
    </message>
    <message>
        <source>&amp;Empty map</source>
        <translation>&amp;Пустая карта</translation>
    </message>
    <message>
        <source>From the &amp;library</source>
        <translation>Из &amp;библиотеки</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>Квадраты</translation>
    </message>
    <message>
        <source>Hexes, flat top</source>
        <translation>Шестиугольники, плоский верх</translation>
    </message>
    <message>
        <source>Hexes, pointy top</source>
        <translation>Шестиугольники, острый верх</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Строки</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <source>{side} against the computer</source>
        <translation>{side} против компьютера</translation>
    </message>
    <message>
        <source>Every side, at the table</source>
        <translation>Все стороны — люди за столом</translation>
    </message>
    <message>
        <source>{side}: {objectives}</source>
        <translation>{side}: {objectives}</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>Изменить заметку</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Добавить заметку</translation>
    </message>
    <message>
        <source>What the GM wants to remember here</source>
        <translation>Что ведущему нужно здесь помнить</translation>
    </message>
    <message>
        <source>&amp;Show to players</source>
        <translation>&amp;Показать игрокам</translation>
    </message>
    <message>
        <source>&amp;Note (the map shows its first line):</source>
        <translation>&amp;Заметка (на карте видна первая строка):</translation>
    </message>
</context>
<context>
    <name>NotesDock</name>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>This scenario has no notes.</source>
        <translation>У этого сценария нет заметок.</translation>
    </message>
</context>
<context>
    <name>ObjectivesDock</name>
    <message>
        <source>Hold {zone}</source>
        <translation>Удержать: {zone}</translation>
    </message>
    <message>
        <source>Reach {zone}</source>
        <translation>Достичь: {zone}</translation>
    </message>
    <message>
        <source>Destroy {side}</source>
        <translation>Уничтожить: {side}</translation>
    </message>
    <message>
        <source>Survive {rounds} rounds</source>
        <translation>Продержаться раундов: {rounds}</translation>
    </message>
    <message>
        <source>Protect {token}</source>
        <translation>Защитить: {token}</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>в строю</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>пал</translation>
    </message>
    <message>
        <source>{done} of {needed} there</source>
        <translation>на месте {done} из {needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} fallen</source>
        <translation>пали {done} из {needed}</translation>
    </message>
    <message>
        <source>{done} of {needed} rounds</source>
        <translation>{done} из {needed} раундов</translation>
    </message>
    <message>
        <source>{progress}, achieved</source>
        <translation>{progress}, выполнено</translation>
    </message>
    <message>
        <source>{objective}: {progress}</source>
        <translation>{objective}: {progress}</translation>
    </message>
    <message>
        <source>{side} (computer)</source>
        <translation>{side} (компьютер)</translation>
    </message>
    <message>
        <source>No objectives: the last side still fighting wins.</source>
        <translation>Целей нет: побеждает последняя сторона, способная сражаться.</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Цели</translation>
    </message>
</context>
<context>
    <name>OddsDock</name>
    <message>
        <source>Odds</source>
        <translation>Шансы</translation>
    </message>
    <message>
        <source>Each bar is the chance of one result of the roll; green bars hit.</source>
        <translation>Каждый столбик — шанс одного результата броска; зелёные попадают.</translation>
    </message>
    <message>
        <source>Right-click a token and choose Attack to aim.</source>
        <translation>Щёлкните фишку правой кнопкой и выберите атаку, чтобы прицелиться.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} атакует {target}</translation>
    </message>
    <message>
        <source>No line of fire: full cover between them.</source>
        <translation>Нет линии огня: между ними полное укрытие.</translation>
    </message>
    <message>
        <source>no weapon</source>
        <translation>без оружия</translation>
    </message>
    <message>
        <source>{weapon}: {cover}, {range}</source>
        <translation>{weapon}: {cover}, {range}</translation>
    </message>
    <message>
        <source>chance of the result (%)</source>
        <translation>шанс результата (%)</translation>
    </message>
    <message>
        <source>result of the roll</source>
        <translation>результат броска</translation>
    </message>
</context>
<context>
    <name>OptionChoices</name>
    <message>
        <source>the usual one</source>
        <extracomment>The first entry of every list and number: what the action does when the GM picks nothing.</extracomment>
        <translation>как обычно</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>Every choice the forms name in words rather than by a ruleset entry (context &quot;OptionChoices&quot;): yes and no, the systems&apos; fixed sets, the compass, the long-action tasks, and the entries the bundled catalogues and samples have no table for (Year Zero&apos;s Might, a Fallout stimpak).</extracomment>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>north</source>
        <translation>север</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>северо-восток</translation>
    </message>
    <message>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>юго-восток</translation>
    </message>
    <message>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>юго-запад</translation>
    </message>
    <message>
        <source>west</source>
        <translation>запад</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>северо-запад</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>доспех</translation>
    </message>
    <message>
        <source>trip</source>
        <translation>подсечка</translation>
    </message>
    <message>
        <source>disarm</source>
        <translation>обезоруживание</translation>
    </message>
    <message>
        <source>follows</source>
        <translation>идёт следом</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>остаётся</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>острое</translation>
    </message>
    <message>
        <source>edged</source>
        <translation>режущее</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>мягкое</translation>
    </message>
    <message>
        <source>the first two enemies, one attack each</source>
        <translation>первые два врага, по атаке на каждого</translation>
    </message>
    <message>
        <source>both weapons on the first enemy</source>
        <translation>оба оружия по первому врагу</translation>
    </message>
    <message>
        <source>10mm rounds</source>
        <translation>патроны 10 мм</translation>
    </message>
    <message>
        <source>9mm rounds</source>
        <translation>патроны 9 мм</translation>
    </message>
    <message>
        <source>5mm rounds</source>
        <translation>патроны 5 мм</translation>
    </message>
    <message>
        <source>308 rounds</source>
        <translation>патроны .308</translation>
    </message>
    <message>
        <source>stimpak</source>
        <translation>стимулятор</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>одной рукой</translation>
    </message>
    <message>
        <source>two hands</source>
        <translation>двумя руками</translation>
    </message>
    <message>
        <source>the ground</source>
        <translation>на землю</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>на стол</translation>
    </message>
    <message>
        <source>a rack</source>
        <translation>на стойку</translation>
    </message>
    <message>
        <source>a shelf</source>
        <translation>на полку</translation>
    </message>
    <message>
        <source>A magic ritual (cannot be interrupted)</source>
        <translation>Магический ритуал (нельзя прервать)</translation>
    </message>
    <message>
        <source>Don a mechanical suit or battlesuit</source>
        <translation>Надеть механический костюм или боевой скафандр</translation>
    </message>
    <message>
        <source>Don armour</source>
        <translation>Надеть доспех</translation>
    </message>
    <message>
        <source>Find an uncertain item in a box, briefcase, pack</source>
        <translation>Найти неизвестный предмет в ящике, портфеле, рюкзаке</translation>
    </message>
    <message>
        <source>Find an unconcealed item in your own pack</source>
        <translation>Найти неспрятанный предмет в своём рюкзаке</translation>
    </message>
    <message>
        <source>Holster a pistol</source>
        <translation>Убрать пистолет в кобуру</translation>
    </message>
    <message>
        <source>Light a candle, cigarette, fuse, match, torch</source>
        <translation>Зажечь свечу, сигарету, фитиль, спичку, факел</translation>
    </message>
    <message>
        <source>Open an unlocked box, briefcase, cabinet, door</source>
        <translation>Открыть незапертый ящик, портфель, шкаф, дверь</translation>
    </message>
    <message>
        <source>Pick up a heavy object, one hand (up to 2 x BL)</source>
        <translation>Поднять тяжёлый предмет одной рукой (до 2 × БП)</translation>
    </message>
    <message>
        <source>Pick up a heavy object, two hands (up to 8 x BL)</source>
        <translation>Поднять тяжёлый предмет двумя руками (до 8 × БП)</translation>
    </message>
    <message>
        <source>Put a small item into your pack</source>
        <translation>Положить небольшой предмет в рюкзак</translation>
    </message>
    <message>
        <source>Read a note</source>
        <translation>Прочитать записку</translation>
    </message>
    <message>
        <source>Return a weapon to its scabbard</source>
        <translation>Вложить оружие в ножны</translation>
    </message>
    <message>
        <source>Swallow a pill or potion</source>
        <translation>Проглотить таблетку или зелье</translation>
    </message>
    <message>
        <source>Thoroughly search an unresisting person</source>
        <translation>Тщательно обыскать несопротивляющегося</translation>
    </message>
    <message>
        <source>Write a note</source>
        <translation>Написать записку</translation>
    </message>
    <message>
        <source>physical damage</source>
        <translation>физический урон</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>стресс</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Мощь</translation>
    </message>
    <message>
        <source>Crafting</source>
        <translation>Ремесло</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Выживание</translation>
    </message>
</context>
<context>
    <name>OptionHints</name>
    <message>
        <source>the weapon that strikes</source>
        <extracomment>Every hint the document and the systems give (context &quot;OptionHints&quot;).</extracomment>
        <translation>оружие, которым наносится удар</translation>
    </message>
    <message>
        <source>push the roll: roll again the dice that failed</source>
        <translation>форсировать бросок: перебросить неудачные кубы</translation>
    </message>
    <message>
        <source>the item it takes</source>
        <translation>предмет, который используется</translation>
    </message>
    <message>
        <source>the direction it faces at the end</source>
        <translation>направление в конце</translation>
    </message>
    <message>
        <source>further targets after the first, picked on the map</source>
        <translation>дополнительные цели после первой, выбираются на карте</translation>
    </message>
    <message>
        <source>the item attacked (the usual: the weapon in its hand)</source>
        <translation>атакуемый предмет (обычно: оружие в руке)</translation>
    </message>
    <message>
        <source>the weapon or gear it draws</source>
        <translation>оружие или снаряжение, которое достаётся</translation>
    </message>
    <message>
        <source>the weapon it loads (the usual: the first unloaded one)</source>
        <translation>заряжаемое оружие (обычно: первое незаряженное)</translation>
    </message>
    <message>
        <source>declared as a trip or a disarm</source>
        <translation>объявлено как подсечка или обезоруживание</translation>
    </message>
    <message>
        <source>the rusher goes on with the victim or stays</source>
        <translation>нападающий продвигается вслед за жертвой или остаётся на месте</translation>
    </message>
    <message>
        <source>what the rusher leads with (the usual: its own)</source>
        <translation>чем нападающий бьёт первым (обычно: своим)</translation>
    </message>
    <message>
        <source>the load it bears, in the unit of its heavy load</source>
        <translation>нагрузка в единицах его тяжёлой нагрузки</translation>
    </message>
    <message>
        <source>a turn-order score below yours</source>
        <translation>значение порядка хода ниже вашего</translation>
    </message>
    <message>
        <source>a condition removed without a check (the usual: the Medicine check)</source>
        <translation>состояние, снимаемое без проверки (обычно: проверка Медицины)</translation>
    </message>
    <message>
        <source>how many rounds it loads (the usual: a full load)</source>
        <translation>сколько патронов зарядить (обычно: полностью)</translation>
    </message>
    <message>
        <source>ammunition lying near (the usual: from the inventory)</source>
        <translation>патроны, лежащие рядом (обычно: из инвентаря)</translation>
    </message>
    <message>
        <source>the second line&apos;s cell: column,row</source>
        <translation>клетка второй линии: столбец,строка</translation>
    </message>
    <message>
        <source>the skill that disarms it</source>
        <translation>навык, которым она обезвреживается</translation>
    </message>
    <message>
        <source>the item in hand it drops</source>
        <translation>предмет в руке, который бросается</translation>
    </message>
    <message>
        <source>the item in hand it puts away</source>
        <translation>предмет в руке, который убирается</translation>
    </message>
    <message>
        <source>the item it takes in hand</source>
        <translation>предмет, который берётся в руку</translation>
    </message>
    <message>
        <source>what it picks up</source>
        <translation>что подбирается</translation>
    </message>
    <message>
        <source>rounds it picks up (the usual: up to 5)</source>
        <translation>сколько патронов подобрать (обычно: до 5)</translation>
    </message>
    <message>
        <source>AP it spends on dodging (the usual: 1)</source>
        <translation>ОД на уклонение (обычно: 1)</translation>
    </message>
    <message>
        <source>shots in the burst (the usual: 2)</source>
        <translation>выстрелов в очереди (обычно: 2)</translation>
    </message>
    <message>
        <source>a hard surface&apos;s extra penalty</source>
        <translation>дополнительный штраф за сложную поверхность</translation>
    </message>
    <message>
        <source>what the two weapons watch for</source>
        <translation>за чем следят оба оружия</translation>
    </message>
    <message>
        <source>the task of the long-action table</source>
        <translation>задача из таблицы долгих действий</translation>
    </message>
    <message>
        <source>the task&apos;s length in seconds (the usual: the table&apos;s)</source>
        <translation>длительность задачи в секундах (обычно: по таблице)</translation>
    </message>
    <message>
        <source>the item it readies</source>
        <translation>предмет, который готовится</translation>
    </message>
    <message>
        <source>the weapon it draws</source>
        <translation>оружие, которое выхватывается</translation>
    </message>
    <message>
        <source>the ready item it holds out</source>
        <translation>готовый предмет, который протягивается</translation>
    </message>
    <message>
        <source>the attribute rolled (the usual: DX)</source>
        <translation>характеристика броска (обычно: ЛВ)</translation>
    </message>
    <message>
        <source>what the trigger sets off (the usual: an attack)</source>
        <translation>что запускает условие (обычно: атака)</translation>
    </message>
    <message>
        <source>the target retreats</source>
        <translation>цель отступает</translation>
    </message>
    <message>
        <source>the weapon rests on something (+1)</source>
        <translation>оружие на упоре (+1)</translation>
    </message>
    <message>
        <source>the reach held, in yards (the usual: its usual one)</source>
        <translation>досягаемость хвата в ярдах (обычно: обычная)</translation>
    </message>
    <message>
        <source>the weight in pounds (the usual: the lift under way)</source>
        <translation>вес в фунтах (обычно: текущий подъём)</translation>
    </message>
    <message>
        <source>one hand or two (the usual: one if it can)</source>
        <translation>одной рукой или двумя (обычно: одной, если можно)</translation>
    </message>
    <message>
        <source>where it puts the item (the usual: away on the person)</source>
        <translation>куда кладётся предмет (обычно: убирается при себе)</translation>
    </message>
    <message>
        <source>the hex it retreats into: column,row (the usual: straight away)</source>
        <translation>гекс для отступления: столбец,строка (обычно: прямо назад)</translation>
    </message>
    <message>
        <source>the other hex of the zone: column,row</source>
        <translation>второй гекс зоны: столбец,строка</translation>
    </message>
    <message>
        <source>shots fired</source>
        <translation>число выстрелов</translation>
    </message>
    <message>
        <source>ammo dice, at most RoF and rounds - 1</source>
        <translation>кубы боеприпасов, не больше скорострельности и патронов - 1</translation>
    </message>
    <message>
        <source>the item it uses</source>
        <translation>используемый предмет</translation>
    </message>
    <message>
        <source>the skill rolled with the item&apos;s gear dice (the usual: no roll)</source>
        <translation>навык для броска с кубами снаряжения предмета (обычно: без броска)</translation>
    </message>
    <message>
        <source>the item&apos;s gear dice</source>
        <translation>кубы снаряжения предмета</translation>
    </message>
    <message>
        <source>what it heals (the usual: the kind that broke it)</source>
        <translation>что лечится (обычно: то, что вывело из строя)</translation>
    </message>
    <message>
        <source>keep the item taken (no: throw it to a zone beside)</source>
        <translation>оставить отнятый предмет (нет: бросить в соседнюю зону)</translation>
    </message>
    <message>
        <source>the ambush is well prepared (-2)</source>
        <translation>засада хорошо подготовлена (-2)</translation>
    </message>
    <message>
        <source>sneak up to Engaged (-2)</source>
        <translation>подкрасться вплотную (-2)</translation>
    </message>
    <message>
        <source>opposed by its Insight</source>
        <translation>против его Проницательности</translation>
    </message>
    <message>
        <source>an interrogation, opposed by its Stamina</source>
        <translation>допрос, против его Стойкости</translation>
    </message>
    <message>
        <source>what the persuasion is for</source>
        <translation>ради чего убеждение</translation>
    </message>
    <message>
        <source>the GM&apos;s other factors</source>
        <translation>прочие факторы ведущего</translation>
    </message>
    <message>
        <source>the GM&apos;s modifier</source>
        <translation>модификатор ведущего</translation>
    </message>
    <message>
        <source>threatened 1, a friend dies 2, torture 3</source>
        <translation>угроза 1, гибель друга 2, пытка 3</translation>
    </message>
    <message>
        <source>the initiative card it picks</source>
        <translation>выбираемая карта инициативы</translation>
    </message>
    <message>
        <source>the victim (the usual: every enemy)</source>
        <translation>жертва (обычно: все враги)</translation>
    </message>
    <message>
        <source>the enemy watching</source>
        <translation>наблюдающий враг</translation>
    </message>
    <message>
        <source>extra hits bought with sixes: b on the same target, c+1 in the same zone</source>
        <translation>доп. попадания за шестёрки: b по той же цели, c+1 в той же зоне</translation>
    </message>
    <message>
        <source>sentences or pieces</source>
        <translation>предложений или частей</translation>
    </message>
    <message>
        <source>the crafting penalty</source>
        <translation>штраф изготовления</translation>
    </message>
    <message>
        <source>the roll the task needs, if any</source>
        <translation>бросок, нужный задаче, если есть</translation>
    </message>
</context>
<context>
    <name>OptionKeys</name>
    <message>
        <source>ammo</source>
        <extracomment>Every option key the bundled catalogues ask (context &quot;OptionKeys&quot;).</extracomment>
        <translation>боеприпасы</translation>
    </message>
    <message>
        <source>beside</source>
        <translation>рядом</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>бонус</translation>
    </message>
    <message>
        <source>braced</source>
        <translation>упор</translation>
    </message>
    <message>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>count</source>
        <translation>количество</translation>
    </message>
    <message>
        <source>extra_hits</source>
        <translation>доп. попадания</translation>
    </message>
    <message>
        <source>face</source>
        <translation>направление</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>руки</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>лечение</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>гекс</translation>
    </message>
    <message>
        <source>interrogate</source>
        <translation>допрос</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>оставить</translation>
    </message>
    <message>
        <source>line2</source>
        <translation>линия 2</translation>
    </message>
    <message>
        <source>load</source>
        <translation>нагрузка</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>режим</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>модификатор</translation>
    </message>
    <message>
        <source>onto</source>
        <translation>куда</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>position</source>
        <translation>позиция</translation>
    </message>
    <message>
        <source>purpose</source>
        <translation>цель приёма</translation>
    </message>
    <message>
        <source>push</source>
        <translation>форсировать</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>досягаемость</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>снять</translation>
    </message>
    <message>
        <source>resist</source>
        <translation>сопротивление</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>отступление</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>выброшено</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>патроны</translation>
    </message>
    <message>
        <source>score</source>
        <translation>значение</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>shots</source>
        <translation>выстрелы</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>навык</translation>
    </message>
    <message>
        <source>stakes</source>
        <translation>ставки</translation>
    </message>
    <message>
        <source>stat</source>
        <translation>характеристика</translation>
    </message>
    <message>
        <source>stress</source>
        <translation>стресс</translation>
    </message>
    <message>
        <source>surface</source>
        <translation>поверхность</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>цели</translation>
    </message>
    <message>
        <source>task</source>
        <translation>задача</translation>
    </message>
    <message>
        <source>then</source>
        <translation>затем</translation>
    </message>
    <message>
        <source>to_engaged</source>
        <translation>до вплотную</translation>
    </message>
    <message>
        <source>victims</source>
        <translation>жертвы</translation>
    </message>
    <message>
        <source>watchers</source>
        <translation>наблюдатели</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>оружие</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>вес</translation>
    </message>
    <message>
        <source>well_prepared</source>
        <translation>хорошо подготовлены</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>{action}: options</source>
        <translation>{action}: параметры</translation>
    </message>
    <message>
        <source>What is left as it is plays as usual.</source>
        <translation>Что оставлено как есть, действует как обычно.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>Overwatch by {who}</source>
        <extracomment>(from, to, tooltip) in world coordinates.</extracomment>
        <translation>Боеготовность: {who}</translation>
    </message>
</context>
<context>
    <name>PathOverlay</name>
    <message>
        <source>{cost}, {over} over</source>
        <translation>{cost}, сверх {over}</translation>
    </message>
    <message>
        <source>{cost}, {left} left</source>
        <translation>{cost}, осталось {left}</translation>
    </message>
</context>
<context>
    <name>PlayerScreen</name>
    <message>
        <source>Player View &amp;Screen</source>
        <translation>&amp;Экран игроков</translation>
    </message>
    <message>
        <source>&amp;Fit Players&apos; View to Map</source>
        <translation>&amp;Вписать карту в вид игроков</translation>
    </message>
    <message>
        <source>Show Players &amp;This Area</source>
        <translation>Показать игрокам &amp;эту область</translation>
    </message>
    <message>
        <source>Show Players an &amp;Area (Drag on the Map)</source>
        <translation>Показать игрокам &amp;область (выделить на карте)</translation>
    </message>
    <message>
        <source>One &amp;Inch per Cell</source>
        <translation>Один &amp;дюйм на клетку</translation>
    </message>
    <message>
        <source>Projector Screen &amp;Width...</source>
        <translation>&amp;Ширина экрана проектора...</translation>
    </message>
    <message>
        <source>&amp;Large Print</source>
        <translation>&amp;Крупный шрифт</translation>
    </message>
    <message>
        <source>Show &amp;Enemies&apos; Health</source>
        <translation>Показывать &amp;здоровье врагов</translation>
    </message>
    <message>
        <source>Drag over the area to show the players; Escape to stop.</source>
        <translation>Выделите область, которую показать игрокам; Escape — отмена.</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <source>{name} ({w}x{h} at {x},{y})</source>
        <translation>{name} ({w}x{h} в {x},{y})</translation>
    </message>
    <message>
        <source>{name} - Players</source>
        <extracomment>The window was closed (by the GM&apos;s menu or its own close button). What it shows changed (a fit, an area, one inch per cell, a zoom of its own): the new Camera.
----------
Whether the players see the health of tokens not on their sides (View &gt; Player View Screen). The GM&apos;s ruler while it is held (Battle &gt; Measure): the players see the distance too.</extracomment>
        <translation>{name} — игроки</translation>
    </message>
    <message>
        <source>Fit Map</source>
        <translation>Вписать карту</translation>
    </message>
</context>
<context>
    <name>ReactionRow</name>
    <message>
        <source>Roll</source>
        <extracomment>Least height of the list of offers (px): two rows of sentence and buttons.</extracomment>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
</context>
<context>
    <name>ReactionsDock</name>
    <message>
        <source>Reactions</source>
        <translation>Реакции</translation>
    </message>
    <message>
        <source>No reactions waiting.</source>
        <translation>Нет ожидающих реакций.</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>{at} is off the map</source>
        <translation>{at} за пределами карты</translation>
    </message>
    <message>
        <source>step {step} to {at} is not next to the last cell</source>
        <translation>шаг {step} в {at} не рядом с предыдущей клеткой</translation>
    </message>
    <message>
        <source>{terrain} blocks the way at {at}</source>
        <translation>{terrain} преграждает путь в {at}</translation>
    </message>
    <message>
        <source>a wall or closed door blocks the way into {at}</source>
        <translation>стена или закрытая дверь преграждает путь в {at}</translation>
    </message>
    <message>
        <source>a wall blocks the way at {at}</source>
        <translation>стена преграждает путь в {at}</translation>
    </message>
    <message>
        <source>cannot cut the corner of a wall into {at}</source>
        <translation>нельзя срезать угол стены в {at}</translation>
    </message>
    <message>
        <source>{by} blocks the way at {at}</source>
        <translation>{by} преграждает путь в {at}</translation>
    </message>
    <message>
        <source>{by} already stands at {at}</source>
        <translation>в {at} уже стоит {by}</translation>
    </message>
    <message>
        <source>{at} holds no more than {limit} tokens</source>
        <translation>в {at} помещается не больше фишек, чем {limit}</translation>
    </message>
    <message>
        <source>costs {cost}, only {budget} left</source>
        <translation>стоит {cost}, осталось только {budget}</translation>
    </message>
    <message>
        <source>cannot move while {condition}</source>
        <translation>нельзя двигаться в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>cannot move while {posture}</source>
        <translation>нельзя двигаться в позе «{posture}»</translation>
    </message>
    <message>
        <source>the token did not move</source>
        <translation>фишка не сдвинулась</translation>
    </message>
    <message>
        <source>click a token to act on</source>
        <translation>щёлкните фишку, на которую действовать</translation>
    </message>
    <message>
        <source>there is no token {token}</source>
        <translation>фишки {token} нет</translation>
    </message>
    <message>
        <source>the ruleset has no template {template}</source>
        <translation>в правилах нет шаблона {template}</translation>
    </message>
    <message>
        <source>the ruleset has no terrain {terrain}</source>
        <translation>в правилах нет местности {terrain}</translation>
    </message>
    <message>
        <source>nothing to change</source>
        <translation>нечего менять</translation>
    </message>
    <message>
        <source>there is no door at {at}</source>
        <translation>в {at} нет двери</translation>
    </message>
    <message>
        <source>the ruleset has no door to put at {at}</source>
        <translation>в правилах нет двери, которую можно поставить в {at}</translation>
    </message>
    <message>
        <source>there is no wall segment {segment}</source>
        <translation>нет отрезка стены {segment}</translation>
    </message>
    <message>
        <source>the map holds at most {most} of these</source>
        <translation>на карте их может быть не больше {most}</translation>
    </message>
    <message>
        <source>there is no zone {zone}</source>
        <translation>зоны {zone} нет</translation>
    </message>
    <message>
        <source>there is no area template {area} on the map</source>
        <translation>на карте нет шаблона области {area}</translation>
    </message>
    <message>
        <source>an area template {area} is on the map already</source>
        <translation>шаблон области {area} уже есть на карте</translation>
    </message>
    <message>
        <source>a map holds at most {most} area templates</source>
        <translation>на карте может быть не больше {most} шаблонов области</translation>
    </message>
    <message>
        <source>point it at another cell: a cone or a line needs a direction</source>
        <translation>направьте его на другую клетку: конусу или линии нужно направление</translation>
    </message>
    <message>
        <source>a note needs some text</source>
        <translation>в заметке должен быть текст</translation>
    </message>
    <message>
        <source>a note has at most {most} characters</source>
        <translation>в заметке не больше {most} символов</translation>
    </message>
    <message>
        <source>a note must lie on the map</source>
        <translation>заметка должна быть на карте</translation>
    </message>
    <message>
        <source>there is already a note or drawing {note}</source>
        <translation>заметка или рисунок {note} уже есть</translation>
    </message>
    <message>
        <source>there is no note or drawing {note}</source>
        <translation>нет заметки или рисунка {note}</translation>
    </message>
    <message>
        <source>the map holds no more notes or drawings ({most} at most)</source>
        <translation>на карте больше нет места для заметок и рисунков (не больше {most})</translation>
    </message>
    <message>
        <source>a drawing needs at least two points</source>
        <translation>в рисунке должно быть хотя бы две точки</translation>
    </message>
    <message>
        <source>a drawing has at most {most} points</source>
        <translation>в рисунке не больше {most} точек</translation>
    </message>
    <message>
        <source>a token needs a name</source>
        <translation>у фишки должно быть имя</translation>
    </message>
    <message>
        <source>a name has at most {limit} characters</source>
        <translation>имя длиной не более {limit} символов</translation>
    </message>
    <message>
        <source>a label is 1 to {limit} characters without spaces</source>
        <translation>метка: от 1 до {limit} символов без пробелов</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; must be one word of letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;</source>
        <translation>сторона «{side}» должна быть одним словом из букв, цифр, «-», «_» или «.»</translation>
    </message>
    <message>
        <source>the count must be at least 1, not {count}</source>
        <translation>количество должно быть не меньше 1, а не {count}</translation>
    </message>
    <message>
        <source>posture {posture} is not one of {known}</source>
        <translation>поза {posture} не входит в {known}</translation>
    </message>
    <message>
        <source>facing must be 0 to {limit}, not {facing}</source>
        <translation>направление должно быть от 0 до {limit}, а не {facing}</translation>
    </message>
    <message>
        <source>{token} is already in front</source>
        <translation>{token} уже наверху</translation>
    </message>
    <message>
        <source>no free cell within {within} of {token}</source>
        <translation>нет свободной клетки в пределах {within} от {token}</translation>
    </message>
    <message>
        <source>the ruleset has no stat {stat}</source>
        <translation>в правилах нет характеристики {stat}</translation>
    </message>
    <message>
        <source>{stat} must be a whole number, not &apos;{text}&apos;</source>
        <translation>{stat} должно быть целым числом, а не «{text}»</translation>
    </message>
    <message>
        <source>{stat} must be a number, not &apos;{text}&apos;</source>
        <translation>{stat} должно быть числом, а не «{text}»</translation>
    </message>
    <message>
        <source>{stat} must be yes or no, not &apos;{text}&apos;</source>
        <translation>{stat} должно быть «да» или «нет», а не «{text}»</translation>
    </message>
    <message>
        <source>{stat} must be at least {min}, not {value}</source>
        <translation>{stat} должно быть не меньше {min}, а не {value}</translation>
    </message>
    <message>
        <source>{stat} must be at most {max}, not {value}</source>
        <translation>{stat} должно быть не больше {max}, а не {value}</translation>
    </message>
    <message>
        <source>the scale must be a positive number, not {scale}</source>
        <translation>масштаб должен быть положительным числом, а не {scale}</translation>
    </message>
    <message>
        <source>the offset must be a finite number</source>
        <translation>сдвиг должен быть конечным числом</translation>
    </message>
    <message>
        <source>the opacity must be between 0 and 1, not {opacity}</source>
        <translation>непрозрачность должна быть от 0 до 1, а не {opacity}</translation>
    </message>
    <message>
        <source>no image file is chosen</source>
        <translation>файл изображения не выбран</translation>
    </message>
    <message>
        <source>{system} has no initiative rule yet</source>
        <translation>в {system} пока нет правила инициативы</translation>
    </message>
    <message>
        <source>the turn order must list the same tokens</source>
        <translation>в порядке ходов должны быть те же фишки</translation>
    </message>
    <message>
        <source>needs {need} {kind}, {left} left</source>
        <translation>нужно {kind}: {need}, осталось {left}</translation>
    </message>
    <message>
        <source>cannot act while {condition}</source>
        <translation>нельзя действовать в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>the attacker cannot act while {condition}</source>
        <translation>атакующий не может действовать в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>cannot react while {condition}</source>
        <translation>нельзя реагировать в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>already used {used} of {limit} this {scope}</source>
        <translation>уже использовано {used} из {limit} за {scope}</translation>
    </message>
    <message>
        <source>not its turn ({active} acts now)</source>
        <translation>сейчас не его ход (действует {active})</translation>
    </message>
    <message>
        <source>only on its own turn ({active} acts now)</source>
        <translation>только в свой ход (действует {active})</translation>
    </message>
    <message>
        <source>the ruleset has no action {action}</source>
        <translation>в правилах нет действия {action}</translation>
    </message>
    <message>
        <source>no weapon is ready</source>
        <translation>нет готового оружия</translation>
    </message>
    <message>
        <source>{weapon} is not ready</source>
        <translation>{weapon} не готово</translation>
    </message>
    <message>
        <source>{weapon} is out of ammunition</source>
        <translation>в {weapon} кончились боеприпасы</translation>
    </message>
    <message>
        <source>{weapon} is already fully loaded</source>
        <translation>{weapon} уже полностью заряжено</translation>
    </message>
    <message>
        <source>choose a target first</source>
        <translation>сначала выберите цель</translation>
    </message>
    <message>
        <source>there is no token {target}</source>
        <translation>фишки {target} нет</translation>
    </message>
    <message>
        <source>{target} is not an enemy</source>
        <translation>{target} — не противник</translation>
    </message>
    <message>
        <source>{target} is not an ally</source>
        <translation>{target} — не союзник</translation>
    </message>
    <message>
        <source>a token cannot target itself</source>
        <translation>фишка не может выбрать целью себя</translation>
    </message>
    <message>
        <source>no line of fire</source>
        <translation>нет линии огня</translation>
    </message>
    <message>
        <source>{token} has already acted</source>
        <translation>{token} уже действовал</translation>
    </message>
    <message>
        <source>this action takes no target</source>
        <translation>у этого действия нет цели</translation>
    </message>
    <message>
        <source>choose a {target} on the map first</source>
        <translation>сначала выберите на карте: {target}</translation>
    </message>
    <message>
        <source>the chosen cell is off the map</source>
        <translation>выбранная клетка за пределами карты</translation>
    </message>
    <message>
        <source>choose a direction away from the token&apos;s own cell</source>
        <translation>выберите направление от клетки самой фишки</translation>
    </message>
    <message>
        <source>draw a path on the map first</source>
        <translation>сначала проложите путь на карте</translation>
    </message>
    <message>
        <source>nothing is ready to put away</source>
        <translation>нечего убрать: ничего не готово</translation>
    </message>
    <message>
        <source>everything carried is already ready</source>
        <translation>всё, что при себе, уже готово</translation>
    </message>
    <message>
        <source>the token carries no {item}</source>
        <translation>у фишки нет {item}</translation>
    </message>
    <message>
        <source>{item} is not ready</source>
        <translation>{item} не готово</translation>
    </message>
    <message>
        <source>{item} is already ready</source>
        <translation>{item} уже готово</translation>
    </message>
    <message>
        <source>the token is already {posture}</source>
        <translation>фишка уже в позе «{posture}»</translation>
    </message>
    <message>
        <source>the token carries no weapon {weapon}</source>
        <translation>у фишки нет оружия {weapon}</translation>
    </message>
    <message>
        <source>{token} is named by an objective (protect it): mark it dead or routed instead of deleting it</source>
        <translation>{token} названа в цели (защитить её): отметьте её погибшей или бежавшей вместо удаления</translation>
    </message>
    <message>
        <source>{weapon} is out of range: the target is {distance} {unit} away, it reaches {range}</source>
        <translation>{weapon} не достаёт: цель в {distance} {unit}, дальность {range}</translation>
    </message>
    <message>
        <source>the token is not valid: {error}</source>
        <translation>фишка недопустима: {error}</translation>
    </message>
    <message>
        <source>there are no tokens on the map</source>
        <translation>на карте нет фишек</translation>
    </message>
    <message>
        <source>round {round} is the last a battle file can hold</source>
        <translation>раунд {round} — последний, который может хранить файл боя</translation>
    </message>
    <message>
        <source>no token is being dragged</source>
        <translation>никакая фишка не перетаскивается</translation>
    </message>
    <message>
        <source>that reaction is no longer on offer</source>
        <translation>эта реакция больше не предлагается</translation>
    </message>
    <message>
        <source>the reaction is refused: {why}</source>
        <translation>реакция отклонена: {why}</translation>
    </message>
    <message>
        <source>the ruleset has no option {option}</source>
        <translation>в наборе правил нет опции {option}</translation>
    </message>
    <message>
        <source>option {option}: {why}</source>
        <translation>опция {option}: {why}</translation>
    </message>
    <message>
        <source>no token has side &apos;{side}&apos;</source>
        <translation>ни у одной фишки нет стороны «{side}»</translation>
    </message>
    <message>
        <source>the entry of side &apos;{side}&apos; names side &apos;{entry}&apos;</source>
        <translation>запись стороны «{side}» называет сторону «{entry}»</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot be played by &apos;{played_by}&apos;</source>
        <translation>сторону «{side}» не может вести «{played_by}»</translation>
    </message>
    <message>
        <source>side &apos;{side}&apos; cannot fight &apos;{temperament}&apos;</source>
        <translation>сторона «{side}» не может сражаться как «{temperament}»</translation>
    </message>
    <message>
        <source>choose at least one side</source>
        <translation>выберите хотя бы одну сторону</translation>
    </message>
    <message>
        <source>the journal does not replay to the battle in the file (edited by hand?): opened as the file holds it</source>
        <translation>журнал не воспроизводится до боя, записанного в файле (правили вручную?): открыт бой, как он записан в файле</translation>
    </message>
    <message>
        <source>those two cells do not share an edge</source>
        <translation>у этих двух клеток нет общей стороны</translation>
    </message>
    <message>
        <source>only outside its own turn ({active} acts now)</source>
        <translation>только вне своего хода (действует {active})</translation>
    </message>
    <message>
        <source>only while {values}, not {posture}</source>
        <translation>только в позе «{values}», а не «{posture}»</translation>
    </message>
    <message>
        <source>not while {posture}</source>
        <translation>нельзя в позе «{posture}»</translation>
    </message>
    <message>
        <source>only while {values}</source>
        <translation>только в состоянии «{values}»</translation>
    </message>
    <message>
        <source>not while {conditions}</source>
        <translation>нельзя в состоянии «{conditions}»</translation>
    </message>
    <message>
        <source>needs a ready weapon ({kinds})</source>
        <translation>нужно готовое оружие ({kinds})</translation>
    </message>
    <message>
        <source>needs a ready melee weapon</source>
        <translation>нужно готовое оружие ближнего боя</translation>
    </message>
    <message>
        <source>needs a ready ranged weapon</source>
        <translation>нужно готовое дистанционное оружие</translation>
    </message>
    <message>
        <source>every weapon is already ready</source>
        <translation>всё оружие уже готово</translation>
    </message>
    <message>
        <source>no enemy is close enough to engage</source>
        <translation>ни один противник не близко для схватки</translation>
    </message>
    <message>
        <source>not while engaged by {enemies}</source>
        <translation>нельзя в схватке с {enemies}</translation>
    </message>
    <message>
        <source>needs an ally next to it</source>
        <translation>нужен союзник рядом</translation>
    </message>
    <message>
        <source>not while {condition}</source>
        <translation>нельзя в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>only after taking aim</source>
        <translation>только после прицеливания</translation>
    </message>
    <message>
        <source>only while grappling someone</source>
        <translation>только когда держит кого-то в захвате</translation>
    </message>
    <message>
        <source>not while holding {holds}</source>
        <translation>нельзя, пока держит {holds}</translation>
    </message>
    <message>
        <source>not while on overwatch</source>
        <translation>нельзя в боеготовности</translation>
    </message>
    <message>
        <source>the target is too large: {size} is more than {limit} size larger</source>
        <translation>цель слишком велика: {size} больше чем на {limit} размер</translation>
    </message>
    <message>
        <source>{weapon} is not a light weapon</source>
        <translation>{weapon} — не лёгкое оружие</translation>
    </message>
    <message>
        <source>the token is not holding {target}</source>
        <translation>фишка не держит {target}</translation>
    </message>
    <message>
        <source>{target} is not the one holding this token</source>
        <translation>{target} не держит эту фишку</translation>
    </message>
    <message>
        <source>{count} are too few for a volley</source>
        <translation>{count} — слишком мало для залпа</translation>
    </message>
    <message>
        <source>only in the turn the grapple began</source>
        <translation>только в ход, когда начат захват</translation>
    </message>
    <message>
        <source>{weapon} is a natural weapon and cannot be dropped</source>
        <translation>{weapon} — природное оружие, его нельзя бросить</translation>
    </message>
    <message>
        <source>{item} is not a light item the held token carries</source>
        <translation>{item} — не лёгкий предмет удерживаемой фишки</translation>
    </message>
    <message>
        <source>{target} is not helpless</source>
        <translation>{target} не беспомощен</translation>
    </message>
    <message>
        <source>{target} is not in the same square</source>
        <translation>{target} не в той же клетке</translation>
    </message>
    <message>
        <source>no melee weapon {weapon} to arm with</source>
        <translation>нет оружия ближнего боя {weapon}, чтобы вооружиться</translation>
    </message>
    <message>
        <source>{purpose} is not one of {known}</source>
        <translation>{purpose} не входит в {known}</translation>
    </message>
    <message>
        <source>someone stands in the doorway at {at}</source>
        <translation>в дверном проёме в {at} кто-то стоит</translation>
    </message>
    <message>
        <source>the door at {at} is out of reach</source>
        <translation>дверь в {at} вне досягаемости</translation>
    </message>
    <message>
        <source>there is no open door at {at}</source>
        <translation>в {at} нет открытой двери</translation>
    </message>
    <message>
        <source>{target} carries no item to attack</source>
        <translation>у {target} нет предмета, который можно атаковать</translation>
    </message>
    <message>
        <source>there is no item {item} (carried: {items})</source>
        <translation>нет предмета {item} (при себе: {items})</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: reload it first</source>
        <translation>{weapon} не заряжено: сначала перезарядите</translation>
    </message>
    <message>
        <source>too many further targets: {named} named, at most {most}</source>
        <translation>слишком много дополнительных целей: названо {named}, не больше {most}</translation>
    </message>
    <message>
        <source>{weapon} must be reloaded between shots</source>
        <translation>{weapon} нужно перезаряжать между выстрелами</translation>
    </message>
    <message>
        <source>{target} is named twice</source>
        <translation>{target} назван дважды</translation>
    </message>
    <message>
        <source>a charge moves at least {need} squares, not {squares}</source>
        <translation>рывок — не меньше {need} клеток, а не {squares}</translation>
    </message>
    <message>
        <source>a charge goes in a straight line</source>
        <translation>рывок идёт по прямой</translation>
    </message>
    <message>
        <source>the charge does not end where it can attack the target</source>
        <translation>рывок заканчивается там, откуда цель не атаковать</translation>
    </message>
    <message>
        <source>the charge must stop at {at}, the first square to attack from</source>
        <translation>рывок должен остановиться в {at}, первой клетке для атаки</translation>
    </message>
    <message>
        <source>the charge cannot end in an occupied square</source>
        <translation>рывок не может закончиться в занятой клетке</translation>
    </message>
    <message>
        <source>only an object token has a load</source>
        <translation>груз есть только у фишки-предмета</translation>
    </message>
    <message>
        <source>the load must be a number, not &apos;{load}&apos;</source>
        <translation>груз должен быть числом, а не «{load}»</translation>
    </message>
    <message>
        <source>the load cannot be negative ({load})</source>
        <translation>груз не может быть отрицательным ({load})</translation>
    </message>
    <message>
        <source>effective skill {skill} is below 3: no attack is possible</source>
        <translation>эффективный навык {skill} ниже 3: атака невозможна</translation>
    </message>
    <message>
        <source>{weapon} is not loaded: {done} of {readies} Readies of reloading done</source>
        <translation>{weapon} не заряжено: выполнено {done} из {readies} Подготовок перезарядки</translation>
    </message>
    <message>
        <source>{weapon} is gripped for reach {grip}, the target is at {distance}</source>
        <translation>{weapon} взято под досягаемость {grip}, цель на {distance}</translation>
    </message>
    <message>
        <source>{weapon} fires {rof} shots: suppression needs RoF 5 or more</source>
        <translation>{weapon} даёт {rof} выстр.: для подавления нужна скорострельность от 5</translation>
    </message>
    <message>
        <source>a feint needs a melee weapon, not {weapon}</source>
        <translation>для финта нужно оружие ближнего боя, а не {weapon}</translation>
    </message>
    <message>
        <source>crawling, it reaches only close combat, not {distance}</source>
        <translation>ползком достаёт только вплотную, а не на {distance}</translation>
    </message>
    <message>
        <source>an All-Out Attack moves at most half Move ({half_move}), not {moved}</source>
        <translation>Полная атака — не больше половины Движения ({half_move}), а не {moved}</translation>
    </message>
    <message>
        <source>an All-Out Attack turns only by moving forward</source>
        <translation>Полная атака поворачивает только движением вперёд</translation>
    </message>
    <message>
        <source>facing {face} is not one of {allowed}</source>
        <translation>направление {face} не входит в {allowed}</translation>
    </message>
    <message>
        <source>choose a facing: {allowed}</source>
        <translation>выберите направление: {allowed}</translation>
    </message>
    <message>
        <source>{maneuver} allows no turn ({hex_sides} hex sides asked)</source>
        <translation>{maneuver} не позволяет поворот (запрошено граней гекса: {hex_sides})</translation>
    </message>
    <message>
        <source>turning {hex_sides} hex sides costs {cost} movement ({free} free), only {left} left</source>
        <translation>поворот на {hex_sides} граней гекса стоит {cost} движения ({free} бесплатно), осталось {left}</translation>
    </message>
    <message>
        <source>already turned {hex_sides} hex sides: {maneuver} allows no movement</source>
        <translation>уже повёрнуто на {hex_sides} граней гекса: {maneuver} не допускает движения</translation>
    </message>
    <message>
        <source>stunned: only Do Nothing or a defence, not {action}</source>
        <translation>ошеломлён: только Ничего не делать или защита, а не {action}</translation>
    </message>
    <message>
        <source>lost its balance: only a retreating defence, not {action}</source>
        <translation>потерял равновесие: только защита с отступлением, а не {action}</translation>
    </message>
    <message>
        <source>no Wait is armed</source>
        <translation>Ожидание не объявлено</translation>
    </message>
    <message>
        <source>a free crouch only at the start of the turn</source>
        <translation>бесплатно пригнуться можно только в начале хода</translation>
    </message>
    <message>
        <source>to pick up from the ground it must be {postures}, not {posture}</source>
        <translation>чтобы поднять с земли, нужна поза «{postures}», а не «{posture}»</translation>
    </message>
    <message>
        <source>not forward: step {step} turns away from facing {facing}</source>
        <translation>не вперёд: шаг {step} уходит от направления {facing}</translation>
    </message>
    <message>
        <source>readying {item} takes {turns} turns: use {use}</source>
        <translation>подготовка {item} занимает ходов: {turns}; используйте {use}</translation>
    </message>
    <message>
        <source>{item} is broken</source>
        <translation>{item} сломано</translation>
    </message>
    <message>
        <source>the arm holding {item} is strained</source>
        <translation>рука, держащая {item}, перенапряжена</translation>
    </message>
    <message>
        <source>{item} lies on the {source}: use {use}</source>
        <translation>{item} лежит ({source}): используйте {use}</translation>
    </message>
    <message>
        <source>it must stand still this turn to take {item} from the {source}</source>
        <translation>чтобы взять {item} ({source}), нужно стоять на месте в этот ход</translation>
    </message>
    <message>
        <source>{item} is out of reach</source>
        <translation>{item} вне досягаемости</translation>
    </message>
    <message>
        <source>it must kneel, crawl, sit or lie to take {item} from the {source}</source>
        <translation>чтобы взять {item} ({source}), нужно встать на колени, ползти, сидеть или лежать</translation>
    </message>
    <message>
        <source>{item} is kept at an unknown place</source>
        <translation>{item} хранится в неизвестном месте</translation>
    </message>
    <message>
        <source>{giver} must hold out {item} first</source>
        <translation>{giver} сначала должен протянуть {item}</translation>
    </message>
    <message>
        <source>one item per hand-over</source>
        <translation>за одну передачу — один предмет</translation>
    </message>
    <message>
        <source>both must stand still: {who} has moved</source>
        <translation>оба должны стоять на месте: {who} двигался</translation>
    </message>
    <message>
        <source>the giver does not carry {item}</source>
        <translation>у передающего нет {item}</translation>
    </message>
    <message>
        <source>the token already carries {item}</source>
        <translation>у фишки уже есть {item}</translation>
    </message>
    <message>
        <source>no ready weapon has a grip to change</source>
        <translation>нет готового оружия, хват которого можно сменить</translation>
    </message>
    <message>
        <source>reach {reach} is not one of {allowed}</source>
        <translation>досягаемость {reach} не входит в {allowed}</translation>
    </message>
    <message>
        <source>{weapon} changes grip from {grip} to {reach} in {readies} Readies, one per Ready</source>
        <translation>{weapon} меняет хват с {grip} на {reach} за {readies} Подготовки, по одной за шаг</translation>
    </message>
    <message>
        <source>the token has no Fast-Draw skill</source>
        <translation>у фишки нет навыка Быстрое выхватывание</translation>
    </message>
    <message>
        <source>Fast-Draw of {item} failed: use Ready</source>
        <translation>Быстрое выхватывание {item} не удалось: используйте Подготовку</translation>
    </message>
    <message>
        <source>Fast-Draw only from the person, not {item} put down</source>
        <translation>Быстрое выхватывание только с себя, а не отложенного {item}</translation>
    </message>
    <message>
        <source>the weight must be a positive number, not &apos;{weight}&apos;</source>
        <translation>вес должен быть положительным числом, а не «{weight}»</translation>
    </message>
    <message>
        <source>hands must be one of {allowed}, not {hands}</source>
        <translation>число рук — одно из {allowed}, а не {hands}</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy for one hand: at most {most} lb (2 x Basic Lift {basic_lift})</source>
        <translation>{weight} фунт. слишком тяжело для одной руки: не больше {most} фунт. (2 × Базовый подъём {basic_lift})</translation>
    </message>
    <message>
        <source>{weight} lb is too heavy: at most {most} lb (8 x Basic Lift {basic_lift})</source>
        <translation>{weight} фунт. слишком тяжело: не больше {most} фунт. (8 × Базовый подъём {basic_lift})</translation>
    </message>
    <message>
        <source>{task} is not one of {allowed}</source>
        <translation>{task} не входит в {allowed}</translation>
    </message>
    <message>
        <source>{stat} is not one of {allowed}</source>
        <translation>{stat} не входит в {allowed}</translation>
    </message>
    <message>
        <source>hurry {task} only when it begins</source>
        <translation>поторопить {task} можно только в начале</translation>
    </message>
    <message>
        <source>{token} has already retreated this turn</source>
        <translation>{token} уже отступал в этот ход</translation>
    </message>
    <message>
        <source>choose the hex {token} retreats into</source>
        <translation>выберите гекс, в который отступает {token}</translation>
    </message>
    <message>
        <source>hex {hex} is not a step away from {token}</source>
        <translation>гекс {hex} — не шаг в сторону от {token}</translation>
    </message>
    <message>
        <source>&apos;{hex}&apos; is not a hex: write column,row</source>
        <translation>«{hex}» — не гекс: напишите столбец,строка</translation>
    </message>
    <message>
        <source>shots must be {least} to {most}, not {shots}</source>
        <translation>выстрелов должно быть от {least} до {most}, а не {shots}</translation>
    </message>
    <message>
        <source>the suppressed zone cannot start in its own hex</source>
        <translation>зона подавления не может начинаться в своём гексе</translation>
    </message>
    <message>
        <source>the second hex {beside} is not beside the first</source>
        <translation>второй гекс {beside} не рядом с первым</translation>
    </message>
    <message>
        <source>the zone is {distance} away, the weapon reaches {range}</source>
        <translation>зона в {distance}, оружие достаёт на {range}</translation>
    </message>
    <message>
        <source>enters a suppressed zone (skill {skill}, {chance} to be hit)</source>
        <translation>входит в зону подавления (навык {skill}, шанс попадания {chance})</translation>
    </message>
    <message>
        <source>the Wait plan &apos;{then}&apos; is not one of {allowed}</source>
        <translation>план Ожидания «{then}» не входит в {allowed}</translation>
    </message>
    <message>
        <source>{maneuver} after a Wait moves at most {step}, not {moved}</source>
        <translation>{maneuver} после Ожидания — не больше {step}, а не {moved}</translation>
    </message>
    <message>
        <source>the score must be a whole number, not &apos;{score}&apos;</source>
        <translation>значение должно быть целым числом, а не «{score}»</translation>
    </message>
    <message>
        <source>a delay must go below the initiative score {rk}, not to {score}</source>
        <translation>задержка — только ниже значения инициативы {rk}, а не до {score}</translation>
    </message>
    <message>
        <source>delay only before spending any AP this turn</source>
        <translation>задержаться можно только до траты ОД в этот ход</translation>
    </message>
    <message>
        <source>one Overwatch a round: another is already used</source>
        <translation>одна боеготовность за раунд: другая уже использована</translation>
    </message>
    <message>
        <source>no running while climbing: at most {limit} squares, not {squares}</source>
        <translation>нельзя бежать при лазании: не больше {limit} клеток, а не {squares}</translation>
    </message>
    <message>
        <source>a burst fires {min} to {max} shots, not {shots}</source>
        <translation>очередь — от {min} до {max} выстрелов, а не {shots}</translation>
    </message>
    <message>
        <source>the shots must be a whole number, not &apos;{shots}&apos;</source>
        <translation>число выстрелов должно быть целым, а не «{shots}»</translation>
    </message>
    <message>
        <source>{weapon} takes no ammunition to reload</source>
        <translation>{weapon} не заряжается боеприпасами</translation>
    </message>
    <message>
        <source>reload at least one round into {weapon}</source>
        <translation>зарядите в {weapon} хотя бы один патрон</translation>
    </message>
    <message>
        <source>no free hand for {item}: holding {holding}</source>
        <translation>нет свободной руки для {item}: в руках {holding}</translation>
    </message>
    <message>
        <source>both hands must be free, not holding {holding}</source>
        <translation>обе руки должны быть свободны, а в них {holding}</translation>
    </message>
    <message>
        <source>{weapon} is not a weapon to set up</source>
        <translation>{weapon} нельзя установить</translation>
    </message>
    <message>
        <source>{by} already has a weapon set up at {at}</source>
        <translation>{by} уже установил оружие в {at}</translation>
    </message>
    <message>
        <source>no weapon is set up at {at}</source>
        <translation>в {at} нет установленного оружия</translation>
    </message>
    <message>
        <source>no Overwatch is declared on line {line}</source>
        <translation>на линии {line} боеготовность не объявлена</translation>
    </message>
    <message>
        <source>needs two ready weapons of the same type</source>
        <translation>нужны два готовых оружия одного типа</translation>
    </message>
    <message>
        <source>the mode &apos;{mode}&apos; is not one of {modes}</source>
        <translation>режим «{mode}» не входит в {modes}</translation>
    </message>
    <message>
        <source>set the option {option} first</source>
        <translation>сначала задайте параметр {option}</translation>
    </message>
    <message>
        <source>the second line&apos;s cell {at} is off the map or its own</source>
        <translation>клетка второй линии {at} за картой или своя</translation>
    </message>
    <message>
        <source>the second line at {at} points the same way as the first</source>
        <translation>вторая линия в {at} направлена так же, как первая</translation>
    </message>
    <message>
        <source>{target} has thrown nothing</source>
        <translation>{target} ничего не бросал</translation>
    </message>
    <message>
        <source>the thrown item crossed no line {watcher} watches</source>
        <translation>брошенный предмет не пересёк ни одной линии, которую охраняет {watcher}</translation>
    </message>
    <message>
        <source>a thrown item crosses overwatch line {line} at {at}</source>
        <translation>брошенный предмет пересекает линию боеготовности {line} в {at}</translation>
    </message>
    <message>
        <source>{action} inside overwatch line {line}</source>
        <translation>{action} на линии боеготовности {line}</translation>
    </message>
    <message>
        <source>{target} must be next to it</source>
        <translation>{target} должен быть рядом</translation>
    </message>
    <message>
        <source>{target} is not {condition}</source>
        <translation>{target} не в состоянии «{condition}»</translation>
    </message>
    <message>
        <source>{target} is not comatose</source>
        <translation>{target} не в коме</translation>
    </message>
    <message>
        <source>{target} is not knocked down</source>
        <translation>{target} не сбит с ног</translation>
    </message>
    <message>
        <source>choose a cell on the map first</source>
        <translation>сначала выберите клетку на карте</translation>
    </message>
    <message>
        <source>a long jump goes in a straight line, not to {at}</source>
        <translation>прыжок в длину — по прямой, а не в {at}</translation>
    </message>
    <message>
        <source>a long jump covers {min} to {max} ft, not {feet}</source>
        <translation>прыжок в длину — от {min} до {max} фт., а не {feet}</translation>
    </message>
    <message>
        <source>{at} is too far to place a mine</source>
        <translation>{at} слишком далеко, чтобы поставить мину</translation>
    </message>
    <message>
        <source>the door at {at} opens by itself on a motion sensor</source>
        <translation>дверь в {at} открывается сама по датчику движения</translation>
    </message>
    <message>
        <source>nothing at {at} to interact with</source>
        <translation>в {at} не с чем взаимодействовать</translation>
    </message>
    <message>
        <source>a {size} token squeezes through for {extra_ap} AP more: use {use}</source>
        <translation>фишка размера {size} протискивается за {extra_ap} ОД больше: используйте {use}</translation>
    </message>
    <message>
        <source>only for a {size} token, not {actual}</source>
        <translation>только для фишки размера {size}, а не {actual}</translation>
    </message>
    <message>
        <source>{at} is not next to the token</source>
        <translation>{at} не рядом с фишкой</translation>
    </message>
    <message>
        <source>only while sneaking</source>
        <translation>только при скрытном передвижении</translation>
    </message>
    <message>
        <source>{target} is aware of the thief</source>
        <translation>{target} заметил вора</translation>
    </message>
    <message>
        <source>seen by {by}</source>
        <translation>замечен: {by}</translation>
    </message>
    <message>
        <source>its position is obvious to {by}</source>
        <translation>его позиция очевидна для {by}</translation>
    </message>
    <message>
        <source>nobody saw {attacker}&apos;s sneak attack on {target} coming</source>
        <translation>никто не заметил скрытой атаки {attacker} на {target}</translation>
    </message>
    <message>
        <source>no dice to roll</source>
        <translation>нет кубиков для броска</translation>
    </message>
    <message>
        <source>only at Engaged range, not {band}</source>
        <translation>только вплотную, а не на дистанции «{band}»</translation>
    </message>
    <message>
        <source>the token is not grappling {target}</source>
        <translation>фишка не держит в захвате {target}</translation>
    </message>
    <message>
        <source>{target} is not grappling this token</source>
        <translation>{target} не держит эту фишку в захвате</translation>
    </message>
    <message>
        <source>{weapon} cannot fire full auto</source>
        <translation>{weapon} не стреляет очередями</translation>
    </message>
    <message>
        <source>{weapon} is not prepared: prepare it first</source>
        <translation>{weapon} не подготовлено: сначала подготовьте</translation>
    </message>
    <message>
        <source>{weapon} is not cocked: cock it first</source>
        <translation>{weapon} не взведено: сначала взведите</translation>
    </message>
    <message>
        <source>the token is not on overwatch</source>
        <translation>фишка не в боеготовности</translation>
    </message>
    <message>
        <source>{target} is outside the overwatch</source>
        <translation>{target} вне зоны боеготовности</translation>
    </message>
    <message>
        <source>at most {most} can help</source>
        <translation>помогать могут не больше {most}</translation>
    </message>
    <message>
        <source>the help already given is {given}, not {offered}</source>
        <translation>уже оказана помощь «{given}», а не «{offered}»</translation>
    </message>
    <message>
        <source>{by} stands in the way in a cramped zone</source>
        <translation>в тесной зоне на пути стоит {by}</translation>
    </message>
    <message>
        <source>no passing {by} at {at} in a cramped zone</source>
        <translation>в тесной зоне не пройти мимо {by} в {at}</translation>
    </message>
    <message>
        <source>cannot shoot through the dark zone {zone}</source>
        <translation>нельзя стрелять сквозь тёмную зону {zone}</translation>
    </message>
    <message>
        <source>the door at {at} is open only to those beside it</source>
        <translation>дверь в {at} открыта только для стоящих рядом</translation>
    </message>
    <message>
        <source>the door at {at} is locked</source>
        <translation>дверь в {at} заперта</translation>
    </message>
    <message>
        <source>the door at {at} is not locked</source>
        <translation>дверь в {at} не заперта</translation>
    </message>
    <message>
        <source>parrying a {against} needs a sturdy item</source>
        <translation>чтобы парировать ({against}), нужен прочный предмет</translation>
    </message>
    <message>
        <source>{target} is not in the zone of {first}</source>
        <translation>{target} не в зоне {first}</translation>
    </message>
    <message>
        <source>extra hits from ammo dice are off</source>
        <translation>дополнительные попадания от кубиков боеприпасов отключены</translation>
    </message>
    <message>
        <source>extra hits need ammo dice</source>
        <translation>для дополнительных попаданий нужны кубики боеприпасов</translation>
    </message>
    <message>
        <source>{action} under overwatch</source>
        <translation>{action} под боеготовностью</translation>
    </message>
    <message>
        <source>{action} against an overwatch</source>
        <translation>{action} против боеготовности</translation>
    </message>
    <message>
        <source>{skill} is not one of {known}</source>
        <translation>{skill} не входит в {known}</translation>
    </message>
    <message>
        <source>the gear bonus must be a whole number, not &apos;{bonus}&apos;</source>
        <translation>бонус снаряжения должен быть целым числом, а не «{bonus}»</translation>
    </message>
    <message>
        <source>the stress must be a whole number, not &apos;{stress}&apos;</source>
        <translation>стресс должен быть целым числом, а не «{stress}»</translation>
    </message>
    <message>
        <source>{target} is not broken</source>
        <translation>{target} не сломлен</translation>
    </message>
    <message>
        <source>there is no cover at {at}</source>
        <translation>в {at} нет укрытия</translation>
    </message>
    <message>
        <source>only after moving this round</source>
        <translation>только после движения в этом раунде</translation>
    </message>
    <message>
        <source>the position must be a whole number, not &apos;{position}&apos;</source>
        <translation>позиция должна быть целым числом, а не «{position}»</translation>
    </message>
    <message>
        <source>the target cannot hear at {band} range</source>
        <translation>цель не слышит на дистанции «{band}»</translation>
    </message>
    <message>
        <source>{token} is broken and cannot act</source>
        <translation>{token} сломлен и не может действовать</translation>
    </message>
    <message>
        <source>{token} has already swapped cards this round</source>
        <translation>{token} уже менялся картами в этом раунде</translation>
    </message>
    <message>
        <source>both need an initiative card</source>
        <translation>обоим нужна карта инициативы</translation>
    </message>
    <message>
        <source>initiative is dealt already (card {card})</source>
        <translation>инициатива уже сдана (карта {card})</translation>
    </message>
    <message>
        <source>card &apos;{card}&apos; is not between 1 and {cards}</source>
        <translation>карта «{card}» не от 1 до {cards}</translation>
    </message>
    <message>
        <source>only after a successful sneak</source>
        <translation>только после удачного подкрадывания</translation>
    </message>
    <message>
        <source>the sneak was at {target}</source>
        <translation>подкрадывались к {target}</translation>
    </message>
    <message>
        <source>name at least one enemy as victim</source>
        <translation>назовите хотя бы одного противника жертвой</translation>
    </message>
    <message>
        <source>{target} is not a vehicle</source>
        <translation>{target} — не транспорт</translation>
    </message>
    <message>
        <source>already aboard {vehicle}</source>
        <translation>уже в транспорте {vehicle}</translation>
    </message>
    <message>
        <source>no seat is free (of {seats})</source>
        <translation>нет свободного места (всего {seats})</translation>
    </message>
    <message>
        <source>the token is not aboard a vehicle</source>
        <translation>фишка не в транспорте</translation>
    </message>
    <message>
        <source>{at} is not next to the vehicle</source>
        <translation>{at} не рядом с транспортом</translation>
    </message>
    <message>
        <source>the way is blocked at {at}</source>
        <translation>путь перекрыт в {at}</translation>
    </message>
    <message>
        <source>the engine is already running</source>
        <translation>двигатель уже работает</translation>
    </message>
    <message>
        <source>already driving</source>
        <translation>уже за рулём</translation>
    </message>
    <message>
        <source>only the driver can drive</source>
        <translation>вести может только водитель</translation>
    </message>
    <message>
        <source>the engine is off: start it first</source>
        <translation>двигатель заглушен: сначала заведите</translation>
    </message>
    <message>
        <source>{at} is beyond the speed {speed}</source>
        <translation>{at} дальше, чем позволяет скорость {speed}</translation>
    </message>
    <message>
        <source>aboard {vehicle}: it moves with the vehicle</source>
        <translation>в транспорте {vehicle}: движется вместе с ним</translation>
    </message>
    <message>
        <source>a vehicle moves only by a drive</source>
        <translation>транспорт движется только при вождении</translation>
    </message>
    <message>
        <source>{action} provokes a reaction</source>
        <translation>{action} вызывает реакцию</translation>
    </message>
    <message>
        <source>nothing it carries takes ammunition to reload</source>
        <extracomment>A reason whose parameter is unset (a menu asks before anything is chosen): its sentence without it.</extracomment>
        <translation>ничто из того, что при себе, не заряжается боеприпасами</translation>
    </message>
    <message>
        <source>{weapon} cannot reach the target: it is {distance} {unit} away</source>
        <translation>{weapon} не достаёт до цели: до неё {distance} {unit}</translation>
    </message>
    <message>
        <source>no weapon to set up</source>
        <translation>нет оружия, которое можно установить</translation>
    </message>
    <message>
        <source>the weight must be a positive number</source>
        <translation>вес должен быть положительным числом</translation>
    </message>
    <message>
        <source>standard actions</source>
        <extracomment>Words the engine passes as `kind` (budget_exceeded) and `scope` (limit_reached).</extracomment>
        <translation>стандартных действий</translation>
    </message>
    <message>
        <source>move actions</source>
        <translation>действий перемещения</translation>
    </message>
    <message>
        <source>swift actions</source>
        <translation>быстрых действий</translation>
    </message>
    <message>
        <source>full-round actions</source>
        <translation>полнораундовых действий</translation>
    </message>
    <message>
        <source>slow actions</source>
        <translation>медленных действий</translation>
    </message>
    <message>
        <source>fast actions</source>
        <translation>быстрых действий</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>действий</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>ОД</translation>
    </message>
    <message>
        <source>AP of the next turn</source>
        <translation>ОД следующего хода</translation>
    </message>
    <message>
        <source>maneuvers</source>
        <translation>манёвров</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>реакций</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>round</source>
        <translation>раунд</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <extracomment>Reaction kinds, as the path markers name them.</extracomment>
        <translation>Атака по возможности</translation>
    </message>
    <message>
        <source>Free attack</source>
        <translation>Свободная атака</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Боеготовность</translation>
    </message>
    <message>
        <source>Held action</source>
        <translation>Ожидание</translation>
    </message>
    <message>
        <source>leaving their square</source>
        <extracomment>Reaction trigger codes, as the path markers explain them.</extracomment>
        <translation>покидая их клетку</translation>
    </message>
    <message>
        <source>entering their square</source>
        <translation>входя в их клетку</translation>
    </message>
    <message>
        <source>leaving a threatened square</source>
        <translation>покидая клетку под угрозой</translation>
    </message>
    <message>
        <source>leaving an engagement</source>
        <translation>выходя из схватки</translation>
    </message>
    <message>
        <source>entering their reach</source>
        <translation>входя в их досягаемость</translation>
    </message>
    <message>
        <source>leaving their reach</source>
        <translation>выходя из их досягаемости</translation>
    </message>
    <message>
        <source>moving within their reach</source>
        <translation>двигаясь в их досягаемости</translation>
    </message>
    <message>
        <source>entering the line of fire</source>
        <translation>входя на линию огня</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>пересекая линию огня</translation>
    </message>
    <message>
        <source>moving inside the line of fire</source>
        <translation>двигаясь по линии огня</translation>
    </message>
    <message>
        <source>entering a suppressed zone</source>
        <translation>входя в зону подавления</translation>
    </message>
    <message>
        <source>throwing an item across the line of fire</source>
        <translation>бросая предмет через линию огня</translation>
    </message>
    <message>
        <source>acting inside the line of fire</source>
        <translation>действуя на линии огня</translation>
    </message>
    <message>
        <source>acting under their overwatch</source>
        <translation>действуя под их боеготовностью</translation>
    </message>
    <message>
        <source>acting against their overwatch</source>
        <translation>действуя против их боеготовности</translation>
    </message>
    <message>
        <source>an action that provokes</source>
        <translation>действием, вызывающим реакцию</translation>
    </message>
    <message>
        <source>{what} by {who} ({why}, step {step})</source>
        <translation>{what}: {who} ({why}, шаг {step})</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Восстановить несохранённую работу?</translation>
    </message>
    <message>
        <source>a battle never saved</source>
        <translation>ни разу не сохранённый бой</translation>
    </message>
    <message>
        <source>Battlemap was closed before {name} was saved.</source>
        <translation>Battlemap закрылся до того, как «{name}» был сохранён.</translation>
    </message>
    <message>
        <source>An autosave from {when} holds work that {where} does not. Recover it, discard it, or keep both (the recovered battle is saved as a copy beside the file).</source>
        <translation>Автосохранение от {when} содержит работу, которой нет в {where}. Восстановите его, отбросьте или сохраните оба (восстановленный бой будет записан копией рядом с файлом).</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>&amp;Keep Both</source>
        <translation>&amp;Сохранить оба</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Не удаётся восстановить</translation>
    </message>
</context>
<context>
    <name>ReplayDock</name>
    <message>
        <source>Replay</source>
        <extracomment>The user asked to leave replay (the Leave button or the dock&apos;s close button).</extracomment>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Первый шаг</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Последний шаг</translation>
    </message>
    <message>
        <source>&amp;Leave Replay</source>
        <translation>&amp;Выйти из повтора</translation>
    </message>
    <message>
        <source>the start of the journal</source>
        <translation>начало журнала</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}</source>
        <translation>Шаг {step} из {steps}: {what}</translation>
    </message>
</context>
<context>
    <name>Rolls</name>
    <message>
        <source>{n} dice</source>
        <translation>кубов: {n}</translation>
    </message>
    <message>
        <source>{n} dice vs {parry} parry dice</source>
        <translation>кубов: {n} против {parry} кубов парирования</translation>
    </message>
    <message>
        <source>; parry </source>
        <translation>; парирование </translation>
    </message>
    <message>
        <source>{pool} pushed</source>
        <translation>{pool}, форсирован</translation>
    </message>
    <message>
        <source>sixes {n}</source>
        <translation>шестёрок: {n}</translation>
    </message>
    <message>
        <source>cancelled {n}</source>
        <translation>отменено: {n}</translation>
    </message>
</context>
<context>
    <name>RuleOptionChoices</name>
    <message>
        <source>adjacent</source>
        <extracomment>Every choice of a bundled option as the Rules Options list shows it outside English (context &quot;RuleOptionChoices&quot;); English shows the choice as the ruleset and its descriptions spell it.</extracomment>
        <translation>рядом</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <source>any other</source>
        <translation>любой другой</translation>
    </message>
    <message>
        <source>at least one</source>
        <translation>хотя бы одна</translation>
    </message>
    <message>
        <source>attribute and gear</source>
        <translation>атрибут и снаряжение</translation>
    </message>
    <message>
        <source>bonus, then roll-off</source>
        <translation>бонус, затем переброс</translation>
    </message>
    <message>
        <source>colossal</source>
        <translation>колоссальный</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>считаются</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>защитник</translation>
    </message>
    <message>
        <source>deflected</source>
        <translation>отклоняется</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>плотная</translation>
    </message>
    <message>
        <source>detonates</source>
        <translation>взрывается</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>отбросить</translation>
    </message>
    <message>
        <source>ends</source>
        <translation>заканчивается</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>по занимаемым клеткам</translation>
    </message>
    <message>
        <source>forward steps</source>
        <translation>шаги вперёд</translation>
    </message>
    <message>
        <source>full-round action</source>
        <translation>полнораундовое действие</translation>
    </message>
    <message>
        <source>gargantuan</source>
        <translation>громадный</translation>
    </message>
    <message>
        <source>the GM decides</source>
        <translation>решает мастер</translation>
    </message>
    <message>
        <source>half</source>
        <translation>половина</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>сохраняется</translation>
    </message>
    <message>
        <source>huge</source>
        <translation>огромный</translation>
    </message>
    <message>
        <source>inside only</source>
        <translation>только внутри</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>сохранить</translation>
    </message>
    <message>
        <source>keep the order</source>
        <translation>сохранить порядок</translation>
    </message>
    <message>
        <source>large</source>
        <translation>большой</translation>
    </message>
    <message>
        <source>line of fire</source>
        <translation>линия огня</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>последний шаг</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>пропадает</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>next turn</source>
        <translation>следующий ход</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>one</source>
        <translation>одна</translation>
    </message>
    <message>
        <source>pooled</source>
        <translation>вместе</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>переброс</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>округлить вверх</translation>
    </message>
    <message>
        <source>as the source text</source>
        <translation>как в исходном тексте</translation>
    </message>
    <message>
        <source>separate</source>
        <translation>раздельно</translation>
    </message>
    <message>
        <source>sensed</source>
        <translation>замечен</translation>
    </message>
    <message>
        <source>sight</source>
        <translation>обзор</translation>
    </message>
    <message>
        <source>sneaking</source>
        <translation>крадётся</translation>
    </message>
    <message>
        <source>space</source>
        <translation>по занимаемому месту</translation>
    </message>
    <message>
        <source>square</source>
        <translation>клетка</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ступень</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>unless broken</source>
        <translation>если не сломлен</translation>
    </message>
    <message>
        <source>unless damaged</source>
        <translation>если не ранен</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>залп</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A switch&apos;s two values, as a description explains them (&quot;false: it goes to the inventory&quot;).</extracomment>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
</context>
<context>
    <name>RuleOptionDescriptions</name>
    <message>
        <source>&quot;-1 for one round&quot;: the penalty counts in the round it is inflicted and the next (2), so the target suffers it on its next turn; 1 = this round only.</source>
        <extracomment>Every option&apos;s description (context &quot;RuleOptionDescriptions&quot;).</extracomment>
        <translation>«-1 на один раунд»: штраф действует в раунде, когда наложен, и в следующем (2), так что цель получает его в свой следующий ход; 1 = только в этом раунде.</translation>
    </message>
    <message>
        <source>&quot;Passes near it or crosses it&quot;: an enemy entering a square within this many squares of an Overwatch line (one the watcher sees) sets it off; 0: only the line itself.</source>
        <translation>«Проходит рядом с ней или пересекает её»: враг, входящий в клетку не дальше стольких клеток от линии боеготовности (видимую наблюдающему), вызывает выстрел; 0: только сама линия.</translation>
    </message>
    <message>
        <source>A SPECIAL check succeeds on 1dN at most the stat plus its penalty (STR -2 to climb ...); skill checks are 1d100 at most the skill plus its penalty.</source>
        <translation>Проверка SPECIAL успешна, если на 1dN выпало не больше характеристики с учётом её штрафа (СИЛ -2 на лазание ...); проверки навыков — 1d100 не больше навыка с учётом штрафа.</translation>
    </message>
    <message>
        <source>A hit whose d100 face is at most the attacker&apos;s Luck is a Critical Success (it cannot be taken for an ally).</source>
        <translation>Попадание, при котором на d100 выпало не больше Удачи атакующего, — Критический успех (его нельзя принять на себя вместо союзника).</translation>
    </message>
    <message>
        <source>A long action the table gives no time (the magic ritual) takes this many seconds when the GM gives the action none (its seconds); 0: counted aloud with no end until the GM gives it (R13: the GM decides how many turns).</source>
        <translation>Длительное действие без срока в таблице (магический ритуал) занимает столько секунд, если мастер не задал их действию (его seconds); 0: счёт вслух без конца, пока мастер его не задаст (R13: мастер решает, сколько ходов).</translation>
    </message>
    <message>
        <source>A melee target with an action left this round parries without declaring it (the action is charged).</source>
        <translation>Цель атаки ближнего боя, у которой в этом раунде осталось действие, парирует без объявления (действие тратится).</translation>
    </message>
    <message>
        <source>A mine arming at the end of your turn with someone this close to its square goes off at once; 0: only someone on its square.</source>
        <translation>Мина, взводимая в конце вашего хода, срабатывает сразу, если кто-то находится так близко к её клетке; 0: только если кто-то стоит на её клетке.</translation>
    </message>
    <message>
        <source>A miss whose d100 face is at least this is a Critical Miss (it cannot be cancelled); 0: no Critical Miss.</source>
        <translation>Промах, при котором на d100 выпало не меньше этого значения, — Критический промах (Отмена атаки к нему неприменима); 0: Критических промахов нет.</translation>
    </message>
    <message>
        <source>A token with this many physical conditions is broken (the 4th when it already has 3).</source>
        <translation>Фишка с таким числом физических состояний сломлена (4-е, когда у неё уже 3).</translation>
    </message>
    <message>
        <source>A wall with a door blocks sight even with the door open, unless the shooter or the target stands at the door peeking.</source>
        <translation>Стена с дверью закрывает обзор даже при открытой двери, если только стрелок или цель не стоит у двери, выглядывая.</translation>
    </message>
    <message>
        <source>As the seed reads: each ammo-die six is +1 damage or an extra hit (same target or same zone), named by the shot&apos;s option extra_hits; false: +1 damage only.</source>
        <translation>Как написано в исходных правилах: каждая шестёрка на кубе боеприпасов — это +1 к урону или дополнительное попадание (по той же цели или в той же зоне), заданное параметром выстрела extra_hits; false: только +1 к урону.</translation>
    </message>
    <message>
        <source>Attacking ends Stealth; Cancel attack restores it.</source>
        <translation>Атака прерывает Скрытность; Отмена атаки восстанавливает её.</translation>
    </message>
    <message>
        <source>Attacks from a side hex are defended at -2, from the back hex not at all; a far hex on the line between two arcs counts in the better one.</source>
        <translation>От атак из бокового гекса защита с -2, из тылового — защиты нет; дальний гекс на линии между двумя секторами относится к более выгодному.</translation>
    </message>
    <message>
        <source>Changing grip from reach 1 to 3 takes two Ready maneuvers (R10).</source>
        <translation>Смена хвата с досягаемости 1 на 3 занимает два манёвра Подготовка (R10).</translation>
    </message>
    <message>
        <source>Comma-separated action ids: aiming and reloading provoke; add talents here.</source>
        <translation>id действий через запятую: прицеливание и перезарядка провоцируют атаку по возможности; сюда же добавьте таланты.</translation>
    </message>
    <message>
        <source>Count every medium unit in the square, friend and foe, the unit itself included.</source>
        <translation>Учитываются все средние бойцы в клетке, свои и чужие, включая самого бойца.</translation>
    </message>
    <message>
        <source>Defend twice in a turn: -40 to attacks against you instead of -20.</source>
        <translation>Оборона дважды за ход: -40 к атакам по вам вместо -20.</translation>
    </message>
    <message>
        <source>Each 1 on attribute dice after a push gives the roller one physical condition.</source>
        <translation>Каждая 1 на кубах характеристики после форсирования даёт бросавшему одно физическое состояние.</translation>
    </message>
    <message>
        <source>Each Suppression Fire roll uses the ordinary effective skill against that target capped at this, plus the Rapid Fire bonus (B409 [X]; reading).</source>
        <translation>Каждый бросок огня на подавление использует обычный эффективный навык против этой цели, но не выше этого значения, плюс бонус за скорострельность (B409 [X]; трактовка).</translation>
    </message>
    <message>
        <source>Every defence is made retreating: Dodge +3, Parry and Block +1 (the GM&apos;s call per attack).</source>
        <translation>Каждая защита выполняется с отступлением: Уклонение +3, Парирование и Блок +1 (для каждой атаки решает мастер).</translation>
    </message>
    <message>
        <source>Focus with 4 AP gives +20 (or ignores -20, or 6 DT).</source>
        <translation>Фокусировка за 4 ОД даёт +20 (или игнорирует -20, или 6 ПУ).</translation>
    </message>
    <message>
        <source>Hit chance added to an attack from Stealth on a target that has not Sensed you; 0: none.</source>
        <translation>Прибавка к шансу попадания при атаке из Скрытности по цели, которая не обнаружила вас Ощущением; 0: нет.</translation>
    </message>
    <message>
        <source>Hit chance an adjacent ally&apos;s Help gives (the seed does not size it).</source>
        <translation>Прибавка к шансу попадания от Помощи соседнего союзника (исходные правила её размер не указывают).</translation>
    </message>
    <message>
        <source>Hit chance lost by each attack of a dual overwatch (paired weapons on two lines); the seed names the dual-attack penalty without a number.</source>
        <translation>Сколько шанса попадания теряет каждая атака парной Боеготовности (парное оружие на двух линиях); исходные правила упоминают штраф Парной атаки, но без числа.</translation>
    </message>
    <message>
        <source>Hit chance lost by each roll of a burst (the seed halves a burst penalty for a set-up weapon but never gives it); a set-up weapon in its cell takes half.</source>
        <translation>Сколько шанса попадания теряет каждый бросок очереди (исходные правила вдвое уменьшают штраф очереди для установленного оружия, но сам штраф не называют); установленное оружие на своей клетке получает половину.</translation>
    </message>
    <message>
        <source>Largest hit chance shown and rolled (PnP: 95).</source>
        <translation>Наибольший шанс попадания, который показывается и разыгрывается (PnP: 95).</translation>
    </message>
    <message>
        <source>Leaving a square next to an enemy with a ready melee weapon provokes an attack of opportunity.</source>
        <translation>Уход с клетки рядом с противником, у которого готово оружие ближнего боя, провоцирует атаку по возможности.</translation>
    </message>
    <message>
        <source>Neither side of a hand-over may take the step a Ready allows (R4).</source>
        <translation>Ни одна из сторон передачи не может сделать шаг, который разрешает Подготовка (R4).</translation>
    </message>
    <message>
        <source>Non-medium units count by their space: Large 2, Small 0.5.</source>
        <translation>Бойцы не среднего размера считаются по занимаемому месту: Большой — 2, Маленький — 0.5.</translation>
    </message>
    <message>
        <source>Off: the simplified rule, the defender takes 10 (d20 + AB &gt; defence + 10). On: the defender rolls d20 + defence; the attacker must be higher.</source>
        <translation>Выкл.: упрощённое правило, у защитника всегда 10 (d20 + AB &gt; защита + 10). Вкл.: защитник бросает d20 + защита; у атакующего должно выпасть больше.</translation>
    </message>
    <message>
        <source>Only a successful Sneak roll gives a Sneak Attack.</source>
        <translation>Скрытную атаку даёт только успешный бросок Скрытности.</translation>
    </message>
    <message>
        <source>Picking up needs a free hand: a weapon picked up is held in it when it fits there; false: it goes into the inventory (Swap items readies it).</source>
        <translation>Для подбора нужна свободная рука: подобранное оружие берётся в неё, если помещается; false: оно идёт в инвентарь (Смена предметов готовит его).</translation>
    </message>
    <message>
        <source>Short, Medium and Long upper limits in metres when no zones are drawn.</source>
        <translation>Верхние границы дистанций «Близко», «Средне» и «Далеко» в метрах, когда зоны не нарисованы.</translation>
    </message>
    <message>
        <source>The 2nd and 3rd full-auto attacks may target a different zone.</source>
        <translation>2-я и 3-я атаки автоматическим огнём могут быть направлены в другую зону.</translation>
    </message>
    <message>
        <source>The SRD lists taking cover both with and without a Mobility roll.</source>
        <translation>В SRD поиск укрытия описан и с броском Мобильности, и без него.</translation>
    </message>
    <message>
        <source>The condition a token gets when a hit leaves it at 0 HP or less.</source>
        <translation>Состояние, которое фишка получает, когда после попадания у неё 0 ОЗ или меньше.</translation>
    </message>
    <message>
        <source>The defender uses the better of Dodge and Parry against melee attacks.</source>
        <translation>Против атак ближнего боя защитник использует лучшее из Уклонения и Парирования.</translation>
    </message>
    <message>
        <source>The odds and the roll give the target its best active defence whenever it may defend.</source>
        <translation>Шансы и бросок учитывают лучшую активную защиту цели всякий раз, когда она может защищаться.</translation>
    </message>
    <message>
        <source>The seed leaves the Toughness column blank below Small.</source>
        <translation>В исходных правилах столбец Стойкости для размеров меньше Маленького пуст.</translation>
    </message>
    <message>
        <source>The size whose Dodge column a 25 ft square takes when a miss is judged against it (gargantuan: Dodge 5 - 8 = -3).</source>
        <translation>Размер, чей столбец Уклонения берёт клетка 25 фт, когда против неё проверяется промах (gargantuan: Уклонение 5 - 8 = -3).</translation>
    </message>
    <message>
        <source>The typical long actions table prints its row for lighting a candle, fuse or torch garbled; read as 2 seconds (RULES.md 1.5 rows 9-10).</source>
        <translation>В таблице типичных долгих действий строка о поджигании свечи, фитиля или факела искажена; читаем как 2 секунды (RULES.md 1.5, строки 9-10).</translation>
    </message>
    <message>
        <source>The variant: initiative cards are dealt afresh at the start of every round.</source>
        <translation>Вариант правил: карты инициативы заново раздаются в начале каждого раунда.</translation>
    </message>
    <message>
        <source>There is no Run action: a single move of more than this many squares is running and ends Stealth; 0: never.</source>
        <translation>Отдельного действия Бег нет: одно перемещение больше чем на столько клеток считается бегом и прерывает Скрытность; 0: никогда.</translation>
    </message>
    <message>
        <source>Unbalanced weapons stay ready when ST &gt;= 1.5 x the weapon&apos;s ST, rounded up (R11).</source>
        <translation>Неуравновешенное оружие остаётся готовым, если ST &gt;= 1.5 x ST оружия с округлением вверх (R11).</translation>
    </message>
    <message>
        <source>Width of the cone an overwatch covers in its chosen direction.</source>
        <translation>Ширина конуса, который боеготовность охватывает в выбранном направлении.</translation>
    </message>
    <message>
        <source>adjacent: an enemy within 5 ft knows where you are, so you cannot Sneak; gm: only sight is judged.</source>
        <translation>adjacent: противник в пределах 5 фт знает, где вы, поэтому уйти в Скрытность нельзя; gm: учитывается только видимость.</translation>
    </message>
    <message>
        <source>at_least_one: half your speed but at least one square (half of 1.2 squares, 15 ft, still reaches the next 25 ft square); half: exactly half, a fraction buys no square.</source>
        <translation>at_least_one: половина скорости, но не меньше одной клетки (половина от 1.2 клетки, 15 фт, всё же доходит до соседней клетки 25 фт); half: ровно половина, дробная часть клетки не даёт.</translation>
    </message>
    <message>
        <source>attribute_gear: 1s on attribute and gear dice stay; all: every 1 stays.</source>
        <translation>attribute_gear: единицы (1) на кубах характеристики и снаряжения не перебрасываются; all: не перебрасывается ни одна 1.</translation>
    </message>
    <message>
        <source>bonus_then_rolloff: the higher bonus acts first, then a d20 roll-off; keep_order: the map&apos;s token order.</source>
        <translation>bonus_then_rolloff: первым ходит тот, у кого выше бонус, при равенстве — переброс d20; keep_order: порядок фишек на карте.</translation>
    </message>
    <message>
        <source>defender: a tie lets the defender strike first (the roll must exceed); reroll: roll again.</source>
        <translation>defender: при ничьей первым бьёт защитник (бросок должен превысить); reroll: перебросить.</translation>
    </message>
    <message>
        <source>dense: the square&apos;s crowd is already dense (13+ medium units); any_other: any unit but enemies stands there; never: units share squares.</source>
        <translation>dense: толпа в клетке уже плотная (13+ средних бойцов); any_other: там стоит любой боец, кроме врагов; never: бойцы могут делить клетки.</translation>
    </message>
    <message>
        <source>detonates: the throw is taken back and an explosive goes off where it was hit (its damage within blast_radius); deflected: the throw is taken back, the item drops there; gm: only the hit is logged.</source>
        <translation>detonates: бросок отменяется, а взрывчатка взрывается там, где в неё попали (урон в пределах blast_radius); deflected: бросок отменяется, предмет падает там же; gm: в журнал записывается только попадание.</translation>
    </message>
    <message>
        <source>drop: 25 arrows are 2 volleys; round_up: 3.</source>
        <translation>drop: 25 стрел — это 2 залпа; round_up: 3.</translation>
    </message>
    <message>
        <source>footprint: squares covered on this map (every unit up to Gargantuan fills one 25 ft square, so 2); space: the size&apos;s space (Large 2, so 4).</source>
        <translation>footprint: клетки, занимаемые на этой карте (любой боец до Громадного включительно занимает одну клетку 25 фт, значит 2); space: место по размеру (Большой — 2, значит 4).</translation>
    </message>
    <message>
        <source>forward_steps: each step into a front-side hex turns the mover to face it, sidesteps and backward steps keep the facing (B387); last_step: face the direction of the last step; keep: the old facing (turn by hand).</source>
        <translation>forward_steps: каждый шаг в передний гекс разворачивает идущего к нему, шаги вбок и назад сохраняют направление (B387); last_step: по направлению последнего шага; keep: прежнее направление (поворачивайте вручную).</translation>
    </message>
    <message>
        <source>full_round: a unit whose move actions cannot pay even one square may take a full-round action to move one square in any direction, whatever it costs, never into what blocks movement; none: it cannot.</source>
        <translation>полный раунд: отряд, чьи действия движения не оплачивают даже одной клетки, может полнораундовым действием переместиться на одну клетку в любую сторону, сколько бы она ни стоила, но никогда туда, что преграждает движение; нет: не может.</translation>
    </message>
    <message>
        <source>gm: the GM keeps count of the rounds in a token&apos;s inventory, Reload from the inventory always loads; counted: it loads only the rounds the token&apos;s carried lists (picked up, or set in the scenario) and spends them.</source>
        <translation>gm: патроны в инвентаре считает мастер, перезарядка из инвентаря всегда удаётся; counted: заряжаются и тратятся только патроны, указанные в carried фишки (подобранные или заданные в сценарии).</translation>
    </message>
    <message>
        <source>ends: a unit held by a grappler now disabled or unconscious (or gone from the map) is free as its next turn begins; holds: the grapple lasts until the unit escapes or is released.</source>
        <translation>ends: отряд, которого держит выведенный из строя или потерявший сознание противник (или ушедший с карты), свободен с началом своего следующего хода; holds: захват длится, пока отряд не вырвется или его не отпустят.</translation>
    </message>
    <message>
        <source>half: half the damage after DR (rounded down) when the object&apos;s stat unsuitable lists the weapon&apos;s damage type; none: no damage. A type in its stat suited deals double.</source>
        <translation>half: половина урона после DR (с округлением вниз), если в характеристике предмета unsuitable указан тип урона оружия; none: урона нет. Тип из его характеристики suited наносит двойной урон.</translation>
    </message>
    <message>
        <source>lost: once an enemy shares the target&apos;s square its cover (low wall, trees) is gone against every attacker, the shield&apos;s stays; inside_only: lost only against attackers in the square, a shooter outside still meets it.</source>
        <translation>lost: как только враг оказывается в клетке цели, её укрытие (низкая стена, деревья) пропадает против любого атакующего, укрытие щитом остаётся; inside_only: пропадает только против атакующих в этой клетке, стрелок снаружи его ещё учитывает.</translation>
    </message>
    <message>
        <source>next_turn: kept past the end of the turn it was taken in, lost at the end of the next; turn: lost as its turn ends. Lost at once when the target leaves sight.</source>
        <translation>next_turn: сохраняется после конца хода, в котором сделано, и пропадает в конце следующего; turn: пропадает в конце своего хода. Сразу пропадает, если цель скрылась из виду.</translation>
    </message>
    <message>
        <source>none: the worse condition stands; step: each light wound worsens the condition one step.</source>
        <translation>none: остаётся более тяжёлое состояние; step: каждое лёгкое ранение ухудшает состояние на одну ступень.</translation>
    </message>
    <message>
        <source>pooled: one double move, the squares of both pooled (2 x speed, a fraction dropped once at the end: 1.2 squares gives 2 squares), so a drag may spend both and enter a square costing 2; separate: each move action moves its own speed, its fraction lost (1.2 squares gives 1 square each).</source>
        <translation>вместе: одно двойное перемещение, клетки обоих действий складываются (2 × скорость, дробь отбрасывается один раз в конце: из 1.2 клетки выходит 2 клетки), так что одно перетаскивание может потратить оба и войти в клетку стоимостью 2; раздельно: каждое действие движения даёт свою скорость, его дробь пропадает (из 1.2 клетки выходит по 1 клетке).</translation>
    </message>
    <message>
        <source>seed: an enemy on the line changing position, moving (jump, climb) or attacking; any: any action there; none: only a dragged move.</source>
        <translation>seed: противник на линии меняет положение, перемещается (прыжок, лазание) или атакует; any: любое действие на линии; none: только перемещение перетаскиванием.</translation>
    </message>
    <message>
        <source>sensed: anyone but a target that Sensed you (bumping into someone is the GM&apos;s story); sneaking: you must also be in Stealth; gm: not judged.</source>
        <translation>sensed: любой, кроме цели, обнаружившей вас Ощущением (столкновение с кем-то — на усмотрение Смотрителя); sneaking: вы также должны быть в Скрытности; gm: не проверяется.</translation>
    </message>
    <message>
        <source>sight: an enemy with clear sight (nothing blocking sight between) sees you; line_of_fire: an enemy with a line of fire that is not full cover.</source>
        <translation>sight: вас видит противник с чистым обзором (между вами ничто не закрывает вид); line_of_fire: противник, у которого есть линия огня не через полное укрытие.</translation>
    </message>
    <message>
        <source>space: as many units as the rusher&apos;s size takes squares (Medium 1, Large 2, Huge 4), named in option targets; one: a single target at every size.</source>
        <translation>space: столько бойцов, сколько клеток занимает размер атакующего (Средний 1, Большой 2, Огромный 4), их выбирают на карте щелчком с Ctrl; one: одна цель при любом размере.</translation>
    </message>
    <message>
        <source>square: the same roll against the square as an immobile object (Dodge 5 + size of square_size; + 10); volley: the target&apos;s d20 + Dodge &gt;= AB + 12 dodges it; never: only hits suppress.</source>
        <translation>square: тот же бросок против клетки как неподвижного предмета (Уклонение 5 + размер из «Размер клетки как предмета»; + 10); volley: цель уклоняется при d20 + Уклонение &gt;= AB + 12; never: подавляют только попадания.</translation>
    </message>
    <message>
        <source>unless_broken: the loser of the opposed Shoot roll fires second unless the first shot broke it; unless_damaged: any damage from the first shot ends its overwatch, and with it the second shot.</source>
        <translation>unless_broken: проигравший во встречном броске Стрельбы стреляет вторым, если первый выстрел его не сломил; unless_damaged: любой урон от первого выстрела прекращает его боеготовность, а с ней и второй выстрел.</translation>
    </message>
    <message>
        <source>РК is rolled as 1dN + the Sequence stat at the start of the fight (the seed&apos;s example РК 25 fits 1d20 + 10..15); 0: РК is the Sequence stat.</source>
        <translation>РК бросается в начале боя как 1dN + характеристика Реакция (пример из исходных правил, РК 25, подходит под 1d20 + 10..15); 0: РК равна Реакции.</translation>
    </message>
</context>
<context>
    <name>RuleOptionNames</name>
    <message>
        <source>A charge is blocked when its square is</source>
        <translation>Рывок невозможен, если конечная клетка</translation>
    </message>
    <message>
        <source>A grapple when the grappler falls helpless</source>
        <translation>Захват, когда захвативший беспомощен</translation>
    </message>
    <message>
        <source>A miss suppresses when it hits the square</source>
        <translation>Промах подавляет, если попал по клетке</translation>
    </message>
    <message>
        <source>A picked-up weapon is in hand</source>
        <translation>Подобранное оружие в руке</translation>
    </message>
    <message>
        <source>A square&apos;s size as an object</source>
        <translation>Размер клетки как предмета</translation>
    </message>
    <message>
        <source>A thrown item hit in flight</source>
        <translation>Попадание в брошенный предмет</translation>
    </message>
    <message>
        <source>A weapon unsuited to an object deals</source>
        <translation>Неподходящее для предмета оружие наносит</translation>
    </message>
    <message>
        <source>Acting on an Overwatch line sets it off</source>
        <translation>Действие на линии Боеготовности её активирует</translation>
    </message>
    <message>
        <source>Actions that provoke in a threatened square</source>
        <translation>Действия, провоцирующие в клетке под угрозой</translation>
    </message>
    <message>
        <source>Ammo sixes buy extra hits</source>
        <translation>Шестёрки на кубах боеприпасов дают доп. попадания</translation>
    </message>
    <message>
        <source>An attack ends Stealth</source>
        <translation>Атака прерывает Скрытность</translation>
    </message>
    <message>
        <source>An unused aim lasts</source>
        <translation>Неиспользованное прицеливание сохраняется до</translation>
    </message>
    <message>
        <source>Banes that cannot be pushed</source>
        <translation>Единицы (неудачи), которые нельзя перебросить</translation>
    </message>
    <message>
        <source>Burst penalty</source>
        <translation>Штраф очереди</translation>
    </message>
    <message>
        <source>Charge length counts squares by</source>
        <translation>Длина рывка: клетки считаются по</translation>
    </message>
    <message>
        <source>Condition at 0 HP</source>
        <translation>Состояние при 0 ОЗ</translation>
    </message>
    <message>
        <source>Cover once enemies share the square</source>
        <translation>Укрытие, когда враги в той же клетке</translation>
    </message>
    <message>
        <source>Critical Miss from this d100 face</source>
        <translation>Критический промах начиная с броска</translation>
    </message>
    <message>
        <source>Critical Success on a roll at most Luck</source>
        <translation>Критический успех при броске не выше Удачи</translation>
    </message>
    <message>
        <source>Crowd density counts both sides</source>
        <translation>Плотность толпы учитывает обе стороны</translation>
    </message>
    <message>
        <source>Defender rolls (full opposed rule)</source>
        <translation>Защитник бросает кубик (полное правило состязания)</translation>
    </message>
    <message>
        <source>Defenders retreat</source>
        <translation>Защитники отступают</translation>
    </message>
    <message>
        <source>Dual overwatch penalty</source>
        <translation>Штраф парной Боеготовности</translation>
    </message>
    <message>
        <source>Each further 2 AP repeats Focus</source>
        <translation>Каждые 2 ОД повторяют Фокусировку</translation>
    </message>
    <message>
        <source>Facing after a dragged move</source>
        <translation>Направление после перемещения перетаскиванием</translation>
    </message>
    <message>
        <source>Facing arcs</source>
        <translation>Секторы по направлению</translation>
    </message>
    <message>
        <source>Full auto may switch zones</source>
        <translation>Автоматический огонь может менять зону</translation>
    </message>
    <message>
        <source>Handing over: both stand still</source>
        <translation>Передача предмета: оба стоят на месте</translation>
    </message>
    <message>
        <source>Help bonus</source>
        <translation>Бонус Помощи</translation>
    </message>
    <message>
        <source>Hidden initiative (redraw each round)</source>
        <translation>Скрытая инициатива (новые карты каждый раунд)</translation>
    </message>
    <message>
        <source>Hit chance cap (%)</source>
        <translation>Предел шанса попадания (%)</translation>
    </message>
    <message>
        <source>Initiative ties</source>
        <translation>Равная инициатива</translation>
    </message>
    <message>
        <source>Leaving melee reach provokes</source>
        <translation>Выход из ближнего боя провоцирует атаку</translation>
    </message>
    <message>
        <source>Light wounds accumulate</source>
        <translation>Лёгкие ранения накапливаются</translation>
    </message>
    <message>
        <source>Lighting takes (s)</source>
        <translation>Поджигание занимает (с)</translation>
    </message>
    <message>
        <source>Melee-entry contest ties</source>
        <translation>Ничья при входе в клетку для ближнего боя</translation>
    </message>
    <message>
        <source>Mine radius (ft)</source>
        <translation>Радиус мины (футы)</translation>
    </message>
    <message>
        <source>Minimum movement</source>
        <translation>Минимальное перемещение</translation>
    </message>
    <message>
        <source>Moving a grappled unit: half speed</source>
        <translation>Перемещение захваченного: половина скорости</translation>
    </message>
    <message>
        <source>Mutual overwatch: who fires second</source>
        <translation>Взаимная боеготовность: кто стреляет вторым</translation>
    </message>
    <message>
        <source>One Ready per reach step</source>
        <translation>Одна Подготовка на шаг досягаемости</translation>
    </message>
    <message>
        <source>Open doors show only to those at the door</source>
        <translation>Сквозь открытую дверь видно только стоящим у неё</translation>
    </message>
    <message>
        <source>Overwatch arc (degrees)</source>
        <translation>Сектор боеготовности (градусы)</translation>
    </message>
    <message>
        <source>Overwatch watches squares near its line</source>
        <translation>Боеготовность следит за клетками рядом с линией</translation>
    </message>
    <message>
        <source>Parry replaces Dodge in melee</source>
        <translation>Парирование вместо Уклонения в ближнем бою</translation>
    </message>
    <message>
        <source>Physical conditions that break</source>
        <translation>Физических состояний до слома</translation>
    </message>
    <message>
        <source>Pushing costs a condition per bane</source>
        <translation>Форсирование: одно состояние за каждую единицу</translation>
    </message>
    <message>
        <source>Range bands without zones (m)</source>
        <translation>Дистанции без зон (м)</translation>
    </message>
    <message>
        <source>Reserve ammunition</source>
        <translation>Запас патронов</translation>
    </message>
    <message>
        <source>Round 1.5 x ST up</source>
        <translation>Округлять 1.5 x ST вверх</translation>
    </message>
    <message>
        <source>Running breaks Stealth past (squares)</source>
        <translation>Бег прерывает Скрытность после (клеток)</translation>
    </message>
    <message>
        <source>SPECIAL check die</source>
        <translation>Кость проверки SPECIAL</translation>
    </message>
    <message>
        <source>Sneak Attack bonus (%)</source>
        <translation>Бонус Скрытной атаки (%)</translation>
    </message>
    <message>
        <source>Sneak Attack needs a successful Sneak</source>
        <translation>Скрытная атака требует успешной Скрытности</translation>
    </message>
    <message>
        <source>Suppression Fire: skill at most</source>
        <translation>Огонь на подавление: навык не выше</translation>
    </message>
    <message>
        <source>Suppression lasts (rounds counted)</source>
        <translation>Подавление длится (засчитываемых раундов)</translation>
    </message>
    <message>
        <source>Taking cover needs a Mobility roll</source>
        <translation>Укрытие требует броска Мобильности</translation>
    </message>
    <message>
        <source>Targets always defend</source>
        <translation>Цели всегда защищаются</translation>
    </message>
    <message>
        <source>Targets of one bull rush</source>
        <translation>Цели одного натиска</translation>
    </message>
    <message>
        <source>Targets parry when they can</source>
        <translation>Цели парируют, когда могут</translation>
    </message>
    <message>
        <source>Toughness of Tiny and smaller</source>
        <translation>Стойкость Крошечных и меньше</translation>
    </message>
    <message>
        <source>Turn-order die (РК = 1dN + Sequence)</source>
        <translation>Кость РК (РК = 1dN + Реакция)</translation>
    </message>
    <message>
        <source>Two Defends stack</source>
        <translation>Две Обороны складываются</translation>
    </message>
    <message>
        <source>Two move actions spent moving</source>
        <translation>Два действия движения подряд</translation>
    </message>
    <message>
        <source>Untimed long actions take (s)</source>
        <translation>Длительное действие без срока занимает (с)</translation>
    </message>
    <message>
        <source>Volley remainder</source>
        <translation>Остаток при подсчёте залпов</translation>
    </message>
    <message>
        <source>Weight crowds by size</source>
        <translation>Толпа с учётом размера</translation>
    </message>
    <message>
        <source>When a position is obvious</source>
        <translation>Когда местоположение очевидно</translation>
    </message>
    <message>
        <source>Who is unaware of a pickpocket</source>
        <translation>Кто не знает о карманнике</translation>
    </message>
    <message>
        <source>Who sees a sneaking token</source>
        <translation>Кто видит скрывающегося</translation>
    </message>
</context>
<context>
    <name>RuleOptionsDialog</name>
    <message>
        <source>Rules Options</source>
        <translation>Правила боя</translation>
    </message>
    <message>
        <source>House rules of this battle, saved with it. Each change can be undone.</source>
        <translation>Домашние правила этого боя, сохраняются вместе с ним. Каждое изменение можно отменить.</translation>
    </message>
</context>
<context>
    <name>ScreenWidthDialog</name>
    <message>
        <source>Projector Screen Width</source>
        <extracomment>A first guess when nothing was entered: a 2 m wide picture, a common projection on a table.</extracomment>
        <translation>Ширина экрана проектора</translation>
    </message>
    <message>
        <source>Measure the width of the picture on {screen} ({pixels} pixels wide), where the players see it, and enter it once. One Inch per Cell then draws each cell one inch wide there.</source>
        <translation>Измерьте ширину изображения на {screen} ({pixels} пикселей) там, где его видят игроки, и введите её один раз. Тогда «Один дюйм на клетку» будет рисовать каждую клетку шириной в дюйм.</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>см</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>дюймы</translation>
    </message>
    <message>
        <source>Visible &amp;width</source>
        <translation>Видимая &amp;ширина</translation>
    </message>
    <message>
        <source>{ppi} pixels per inch</source>
        <translation>{ppi} пикселей на дюйм</translation>
    </message>
</context>
<context>
    <name>SidesDialog</name>
    <message>
        <source>Person</source>
        <extracomment>Who plays a side and how a computer side fights, as the file spells them, with their words.</extracomment>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Напористый</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Уравновешенный</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Осторожный</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Стороны</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Кто играет</translation>
    </message>
    <message>
        <source>Temperament</source>
        <translation>Характер</translation>
    </message>
    <message>
        <source>The battle has no sides yet: place a token first.</source>
        <extracomment>Side id -&gt; (name, played by, temperament) widgets of its row.</extracomment>
        <translation>В бою пока нет сторон: сначала поставьте фишку.</translation>
    </message>
</context>
<context>
    <name>TargetPicks</name>
    <message>
        <source>Further targets: none (Ctrl+click to add)</source>
        <translation>Другие цели: нет (Ctrl+щелчок — добавить)</translation>
    </message>
    <message>
        <source>Further targets: {names}</source>
        <translation>Другие цели: {names}</translation>
    </message>
    <message>
        <source>{action}: {picked}. Ctrl+click a token to add or remove it; click the main target to act, Escape to stop.</source>
        <translation>{action}: {picked}. Ctrl+щелчок по фишке добавляет или убирает её; щелчок по главной цели — действие, Esc — отмена.</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Open ground</source>
        <translation>Открытая местность</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <source>Low wall</source>
        <translation>Низкая стена</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation>Неровная земля</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Дверь</translation>
    </message>
    <message>
        <source>Open door</source>
        <translation>Открытая дверь</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Вода</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Деревья</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Колья</translation>
    </message>
    <message>
        <source>Shallow water</source>
        <translation>Мелководье</translation>
    </message>
    <message>
        <source>Deep water</source>
        <translation>Глубокая вода</translation>
    </message>
    <message>
        <source>Low fence</source>
        <translation>Невысокая ограда</translation>
    </message>
    <message>
        <source>Debris</source>
        <translation>Обломки</translation>
    </message>
    <message>
        <source>Motion-sensor door</source>
        <translation>Дверь с датчиком движения</translation>
    </message>
    <message>
        <source>Open motion-sensor door</source>
        <translation>Открытая дверь с датчиком движения</translation>
    </message>
    <message>
        <source>Bad footing</source>
        <translation>Плохая опора</translation>
    </message>
    <message>
        <source>Stone wall</source>
        <translation>Каменная стена</translation>
    </message>
    <message>
        <source>Wooden wall (low)</source>
        <translation>Деревянная стена (низкая)</translation>
    </message>
    <message>
        <source>Cluttered</source>
        <translation>Загромождено</translation>
    </message>
    <message>
        <source>Wooden door</source>
        <translation>Деревянная дверь</translation>
    </message>
    <message>
        <source>Locked wooden door</source>
        <translation>Запертая деревянная дверь</translation>
    </message>
    <message>
        <source>Locked reinforced door</source>
        <translation>Запертая укреплённая дверь</translation>
    </message>
    <message>
        <source>Broken door</source>
        <translation>Сломанная дверь</translation>
    </message>
    <message>
        <source>Tree trunks</source>
        <translation>Стволы деревьев</translation>
    </message>
    <message>
        <source>Furniture</source>
        <translation>Мебель</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>частичное</translation>
    </message>
    <message>
        <source>full</source>
        <translation>полное</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>непроходимо</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычное</translation>
    </message>
    <message>
        <source>cost x{n}</source>
        <translation>стоимость x{n}</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>закрывает</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>открыт</translation>
    </message>
</context>
<context>
    <name>TerrainWords</name>
    <message>
        <source>objective</source>
        <extracomment>A zone&apos;s tags the systems read (Year Zero&apos;s zone features, the d20 objective).</extracomment>
        <translation>цель боя</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>темно</translation>
    </message>
    <message>
        <source>dim light</source>
        <translation>полумрак</translation>
    </message>
    <message>
        <source>cramped</source>
        <translation>тесно</translation>
    </message>
    <message>
        <source>cluttered</source>
        <translation>загромождено</translation>
    </message>
    <message>
        <source>surface: {value}</source>
        <extracomment>A ruleset&apos;s own terrain fields (the system reads them): &quot;{value}&quot; is the field&apos;s value in words.</extracomment>
        <translation>поверхность: {value}</translation>
    </message>
    <message>
        <source>hopping over: {value} AP</source>
        <translation>перелезть: {value} ОД</translation>
    </message>
    <message>
        <source>opening: {value} AP</source>
        <translation>открыть: {value} ОД</translation>
    </message>
    <message>
        <source>opens for a moving token: {value}</source>
        <translation>открывается перед движущейся фишкой: {value}</translation>
    </message>
    <message>
        <source>opened or closed: {value}</source>
        <translation>открытая или закрытая: {value}</translation>
    </message>
    <message>
        <source>cover rating {value}</source>
        <translation>рейтинг укрытия {value}</translation>
    </message>
    <message>
        <source>mobility roll to cross: {value}</source>
        <translation>бросок подвижности для прохода: {value}</translation>
    </message>
    <message>
        <source>damage to break: {value}</source>
        <translation>урон для взлома: {value}</translation>
    </message>
    <message>
        <source>door armour {value}</source>
        <translation>броня двери {value}</translation>
    </message>
    <message>
        <source>locked: {value}</source>
        <translation>заперта: {value}</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>мягкая</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>острая</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>TokenDialog</name>
    <message>
        <source>Edit {name}</source>
        <extracomment>Largest count a group token may be given in the dialog. Picture files the file picker offers (what QImage reads everywhere).</extracomment>
        <translation>Изменить {name}</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Скрыт от игроков</translation>
    </message>
    <message>
        <source>No image: the coloured disc</source>
        <translation>Без изображения: цветной круг</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Выбрать...</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Без изображения</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>&amp;Метка</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Сторона</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>&amp;Количество</translation>
    </message>
    <message>
        <source>&amp;Posture</source>
        <translation>&amp;Поза</translation>
    </message>
    <message>
        <source>&amp;Facing</source>
        <translation>&amp;Направление</translation>
    </message>
    <message>
        <source>&amp;Image</source>
        <translation>И&amp;зображение</translation>
    </message>
    <message>
        <source>Token image</source>
        <translation>Изображение фишки</translation>
    </message>
    <message>
        <source>Images ({patterns})</source>
        <translation>Изображения ({patterns})</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>Round {round}</source>
        <extracomment>The headline&apos;s type as a share of the view&apos;s height, and its bounds (pixels). The budget line&apos;s type, as a share of the headline&apos;s. Room left and right of the text (pixels).</extracomment>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <source>Round {round} · {name} ({side})</source>
        <translation>Раунд {round} · {name} ({side})</translation>
    </message>
    <message>
        <source>{left} left</source>
        <translation>осталось: {left}</translation>
    </message>
</context>
<context>
    <name>TurnDock</name>
    <message>
        <source>Turn Order</source>
        <extracomment>The widest the list grows to fit its rows (px); longer rows scroll sideways. A row was clicked: its token id (the window selects the token and centres the map on it).</extracomment>
        <translation>Порядок ходов</translation>
    </message>
    <message>
        <source>Next &amp;Turn</source>
        <translation>Следующий &amp;ход</translation>
    </message>
    <message>
        <source>Next R&amp;ound</source>
        <translation>Следующий &amp;раунд</translation>
    </message>
    <message>
        <source>Roll &amp;Initiative</source>
        <translation>Бросить &amp;инициативу</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>{name}  ({left} left)</source>
        <translation>{name}  (осталось {left})</translation>
    </message>
    <message>
        <source>{initiative} · {row}</source>
        <translation>{initiative} · {row}</translation>
    </message>
</context>
</TS>
