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
        <translation>Перетащите {name} туда, куда нужно.</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
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
    <name>Conditions</name>
    <message>
        <source>bleeding</source>
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
        <source>Show to Players</source>
        <translation>Показать игрокам</translation>
    </message>
    <message>
        <source>Hide from Players</source>
        <translation>Скрыть от игроков</translation>
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
        <source>Add to Zone</source>
        <translation>Добавить в зону</translation>
    </message>
    <message>
        <source>Remove from Zone {zone}</source>
        <translation>Убрать из зоны {zone}</translation>
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
        <source>weapon {field}</source>
        <translation>оружие: {field}</translation>
    </message>
    <message>
        <source>{cost} from next turn</source>
        <translation>{cost} из следующего хода</translation>
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
        <extracomment>Item data role holding the stat key of an editable stat row.</extracomment>
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
        <source>Posture</source>
        <translation>Поза</translation>
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
        <source>; mine armed at {cell}</source>
        <translation>; мина взведена в {cell}</translation>
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
        <source>Painted {n} cell {terrain}</source>
        <translation>Закрашено клеток: {n} ({terrain})</translation>
    </message>
    <message>
        <source>Painted {n} cells {terrain}</source>
        <translation>Закрашено клеток: {n} ({terrain})</translation>
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
        <source>an opportunity attack</source>
        <translation>атаку по возможности</translation>
    </message>
    <message>
        <source>crossing the line of fire</source>
        <translation>пересекая линию огня</translation>
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
        <source>hit</source>
        <translation>попадание</translation>
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
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>not suppressed further</source>
        <translation>подавление не растёт</translation>
    </message>
    <message>
        <source>overwatch fire</source>
        <translation>огонь из боеготовности</translation>
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
        <source>suppressed {added} (now {total})</source>
        <translation>подавление {added} (теперь {total})</translation>
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
        <source>{n} shot</source>
        <translation>выстрелов: {n}</translation>
    </message>
    <message>
        <source>{n} shots</source>
        <translation>выстрелов: {n}</translation>
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
        <source>{target} hit by {who}: {details}</source>
        <translation>{who} попадает по {target}: {details}</translation>
    </message>
    <message>
        <source>{target} hit by {who}: {roll}{most}{dr} = {damage} damage vs Toughness {toughness}: {condition}{suppressed}</source>
        <translation>{who} попадает по {target}: {roll}{most}{dr} = {damage} урона против Стойкости {toughness}: {condition}{suppressed}</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{who} attacks {target}{weapon}: {roll}{defence}; rolled {faces} on {dice}: {result}{square}</source>
        <translation>{who} атакует {target}{weapon}: {roll}{defence}; выпало {faces} на {dice}: {result}{square}</translation>
    </message>
    <message>
        <source>{who} counts aloud: “{said}”</source>
        <translation>{who} считает вслух: «{said}»</translation>
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
        <source>{who} provoke {kind} from {by} at {cell} ({action})</source>
        <translation>{who} вызывают {kind} от {by} в {cell} ({action})</translation>
    </message>
    <message>
        <source>{who} provokes {kind} from {by} at {cell} ({action})</source>
        <translation>{who} вызывает {kind} от {by} в {cell} ({action})</translation>
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
        <source>{who} shown to the players</source>
        <translation>{who}: показан игрокам</translation>
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
        <source>{who} waits (trigger: {trigger})</source>
        <translation>{who} ждёт (условие: {trigger})</translation>
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
        <source>Aiming from {name}: point at a target, click to act, Escape to stop.</source>
        <extracomment>The options form of the action being taken, while it is open (see action_menu.take).</extracomment>
        <translation>Прицеливание от {name}: наведите на цель, щёлкните, чтобы действовать, Esc — отмена.</translation>
    </message>
    <message>
        <source>{action}: click a cell, Escape to stop.</source>
        <translation>{action}: щёлкните клетку, Esc — отмена.</translation>
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
        <source>{name}[*] - Battlemap {version}</source>
        <translation>{name}[*] — Battlemap {version}</translation>
    </message>
    <message>
        <source>{ruleset} - {kind} {cols}x{rows}, {cell} {unit} per cell - {n} tokens</source>
        <translation>{ruleset} — {kind} {cols}x{rows}, {cell} {unit} на клетку — фишек: {n}</translation>
    </message>
    <message>
        <source>token images not found: {files}</source>
        <translation>не найдены изображения фишек: {files}</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
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
        <source>From a &amp;sample</source>
        <translation>Из &amp;образца</translation>
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
        <source>Sample</source>
        <translation>Образец</translation>
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
    <name>OddsDock</name>
    <message>
        <source>Odds</source>
        <translation>Шансы</translation>
    </message>
    <message>
        <source>chance (%)</source>
        <translation>шанс (%)</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>исход</translation>
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
        <source>no weapon</source>
        <translation>без оружия</translation>
    </message>
    <message>
        <source>{weapon}: {cover}, {range}</source>
        <translation>{weapon}: {cover}, {range}</translation>
    </message>
</context>
<context>
    <name>OptionHints</name>
    <message>
        <source>a turn-order score below yours</source>
        <extracomment>Every hint the document gives (context &quot;OptionHints&quot;).</extracomment>
        <translation>значение порядка хода ниже вашего</translation>
    </message>
    <message>
        <source>ammo dice, at most RoF and rounds - 1</source>
        <translation>кубы боеприпасов, не больше скорострельности и патронов - 1</translation>
    </message>
    <message>
        <source>at least 1 (blank: a full load)</source>
        <translation>не меньше 1 (пусто: полная зарядка)</translation>
    </message>
    <message>
        <source>b,c+1: extra hits on the same target or zone</source>
        <translation>b,c+1: дополнительные попадания по той же цели или зоне</translation>
    </message>
    <message>
        <source>blank: the usual one; ready: {ready}</source>
        <translation>пусто: обычное; наготове: {ready}</translation>
    </message>
    <message>
        <source>bleeding, burning, dazed, stunned or unconscious (blank: the Medicine check)</source>
        <translation>кровотечение, горение, оглушение, ошеломление или без сознания (пусто: проверка Медицины)</translation>
    </message>
    <message>
        <source>engineering or sleight_of_hand</source>
        <translation>engineering (инженерия) или sleight_of_hand (ловкость рук)</translation>
    </message>
    <message>
        <source>facing at the end (0-5)</source>
        <translation>направление в конце (0-5)</translation>
    </message>
    <message>
        <source>further targets after the first: ids, comma separated</source>
        <translation>другие цели после первой: id через запятую</translation>
    </message>
    <message>
        <source>one of {tasks}</source>
        <translation>одно из: {tasks}</translation>
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
        <source>the item, by id</source>
        <translation>предмет, по id</translation>
    </message>
    <message>
        <source>the roll the task needs, if any</source>
        <translation>бросок, нужный задаче, если есть</translation>
    </message>
    <message>
        <source>the second line&apos;s cell: col,row</source>
        <translation>клетка второй линии: столбец,строка</translation>
    </message>
    <message>
        <source>yes to push the roll</source>
        <translation>yes, чтобы форсировать бросок</translation>
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
        <source>Leave a line blank for the usual choice.</source>
        <translation>Оставьте строку пустой для обычного выбора.</translation>
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
    <name>PlayerView</name>
    <message>
        <source>{name} ({w}x{h} at {x},{y})</source>
        <translation>{name} ({w}x{h} в {x},{y})</translation>
    </message>
    <message>
        <source>{name} - Players</source>
        <extracomment>The window was closed (by the GM&apos;s menu or its own close button).</extracomment>
        <translation>{name} — игроки</translation>
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
        <extracomment>Code -&gt; sentence with {parameters}; marked for translation, translated when shown.</extracomment>
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
        <source>there is no zone {zone}</source>
        <translation>зоны {zone} нет</translation>
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
        <source>{what} by {who} ({why}, step {step})</source>
        <translation>{what}: {who} ({why}, шаг {step})</translation>
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
    <name>TurnDock</name>
    <message>
        <source>Turn Order</source>
        <extracomment>The widest the list grows to fit its rows (px); longer rows scroll sideways.</extracomment>
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
</context>
</TS>
